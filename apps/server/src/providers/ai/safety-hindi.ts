import type { LineCrossing } from './safety';

// Issue 20 part 2: the Telemedicine line (safety.ts) read in Hindi too, now that a model is asked to answer a Hindi
// reader in Hindi. The English checks still run on every answer (a Latin medicine name inside Hindi is caught
// there); these add what a Devanagari answer would say instead. Nukta and chandrabindu spellings vary, so they are
// dropped before matching (ज़ → ज, ँ → ं).

// Prescription-only medicines people in India most often ask about, as they are written in Hindi (safety.ts lists
// them in English); without nukta.
const MEDICINES_HINDI = [
  'एमोक्सिसिलिन',
  'अमोक्सिसिलिन',
  'एमॉक्सिसिलिन',
  'ऑगमेंटिन',
  'एजिथ्रोमाइसिन',
  'अजिथ्रोमाइसिन',
  'सेफिक्सिम',
  'सेफिक्सीम',
  'सिप्रोफ्लोक्सासिन',
  'ओफ्लॉक्सासिन',
  'ओफ्लोक्सासिन',
  'लेवोफ्लॉक्सासिन',
  'नॉरफ्लॉक्सासिन',
  'डॉक्सीसाइक्लिन',
  'मेट्रोनिडाजोल',
  'मेटफॉर्मिन',
  'मेटफार्मिन',
  'ग्लिमेपिराइड',
  'इंसुलिन',
  'इन्सुलिन',
  'एटोरवास्टेटिन',
  'एम्लोडिपिन',
  'एम्लोडिपीन',
  'टेल्मिसार्टन',
  'लोसार्टन',
  'मेटोप्रोलोल',
  'एटेनोलोल',
  'क्लोपिडोग्रेल',
  'वारफेरिन',
  'प्रेडनिसोलोन',
  'डेक्सामेथासोन',
  'बीटामेथासोन',
  'हाइड्रोक्सीक्लोरोक्वीन',
  'आइवरमेक्टिन',
  'अल्प्राजोलम',
  'क्लोनाजेपम',
  'डायजेपाम',
  'सर्ट्रालाइन',
  'एस्सिटालोप्राम',
  'ट्रामाडोल',
  'कोडीन',
  'मॉर्फिन',
  'प्रेगाबालिन',
  'गैबापेंटिन',
  'थायरोक्सिन',
  'सिल्डेनाफिल',
  'मिसोप्रोस्टोल',
  'ओंडेनसेट्रॉन',
  'पैंटोप्राजोल',
  'मोंटेलुकास्ट',
  'सालबुटामोल',
  'फ्लुकोनाजोल',
  'एसाइक्लोविर',
  'डाइक्लोफेनाक',
  'एसिक्लोफेनाक',
  'निमेसुलाइड',
];

const DIGIT = '[0-9०-९]';
// A dose: an amount with a unit of medicine, or a number of tablets, capsules, drops, puffs or spoons (stricter than
// the English, which wants "of", "daily" and the like after it: in Hindi the number and the unit are the dose).
const DOSE_HINDI = new RegExp(
  `${DIGIT}+(\\.${DIGIT}+)?\\s?(मिलीग्राम|मि\\.\\s?ग्रा|एमजी|एम\\.जी|माइक्रोग्राम|यूनिट इंसुलिन)` +
    `|(${DIGIT}+|एक|दो|तीन|चार|आधी|आधा|डेढ)\\s(गोली|गोलियां|टैबलेट|टेबलेट|कैप्सूल|बूंद|बूंदें|पफ|पाउच|चम्मच)`,
);
// Telling the person what they have ("आपको डेंगू है"), not what to watch for ("अगर आपको ... हो").
const DIAGNOSIS_HINDI =
  /(?<!(अगर|यदि|जब|क्या)\s(?:\S+\s){0,2})आपको\s(शायद\s|संभवतः\s|जरूर\s)?(\S+\s)?(डेंगू|मलेरिया|टाइफाइड|टायफाइड|निमोनिया|माइग्रेन|अस्थमा|डायबिटीज|शुगर की बीमारी|टीबी|कैंसर|अल्सर|फ्रैक्चर|पथरी|संक्रमण|इन्फेक्शन|[^\s।]*(रोग|बीमारी))\s(है|हो गया|हो गई|हुआ|हो सकता|हो सकती)|आपका\sनिदान\s/;

const normalise = (text: string) => text.replaceAll('\u093C', '').replaceAll('\u0901', '\u0902');
const MEDICINE_HINDI = new RegExp(`(${MEDICINES_HINDI.map(normalise).join('|')})`);

/** How a Devanagari answer crosses the Telemedicine line, or null. */
export function crossesTelemedicineLineInHindi(text: string, options: { diagnosis: boolean }): LineCrossing | null {
  if (!/[\u0900-\u097F]/.test(text)) return null;
  const plain = normalise(text);
  if (MEDICINE_HINDI.test(plain)) return 'medicine';
  if (DOSE_HINDI.test(plain)) return 'dose';
  if (options.diagnosis && DIAGNOSIS_HINDI.test(plain)) return 'diagnosis';
  return null;
}
