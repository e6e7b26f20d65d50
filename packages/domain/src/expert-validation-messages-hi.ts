import type { AppLanguage } from './app-languages';
import { EXPERT_VALIDATION_MESSAGES, type ExpertValidationMessageKey } from './expert-validation-messages';

// Issue 20: the expert's forms' validation messages in plain Hindi. A key missing here does not compile.
export const EXPERT_VALIDATION_MESSAGES_HI: Record<ExpertValidationMessageKey, string> = {
  'expertReg.qualificationRequired': 'कृपया अपनी योग्यता लिखें',
  'expertReg.qualificationTooLong': 'आपकी योग्यता बहुत लंबी है',
  'expertReg.experienceRequired': 'कृपया लिखें कि आपको कितने साल का अनुभव है',
  'expertReg.wholeYears': 'सिर्फ़ पूरे साल लिखें',
  'expertReg.experienceNegative': 'अनुभव शून्य से कम नहीं हो सकता',
  'expertReg.experienceCheck': 'कृपया अपने अनुभव के साल जाँच लें',
  'expertReg.languagesMin': 'कम से कम एक भाषा चुनें',
  'expertReg.languagesMax': 'ज़्यादा से ज़्यादा 6 भाषाएँ चुनें',
  'expertReg.feeRequired': 'कृपया अपनी फ़ीस लिखें',
  'expertReg.wholeRupees': 'सिर्फ़ पूरे रुपये लिखें',
  'expertReg.chooseSpecialisation': 'कृपया अपनी विशेषज्ञता चुनें',
  'expertReg.chooseMedicalCouncil': 'कृपया अपनी मेडिकल काउंसिल चुनें',
  'expertReg.registrationNumber': 'कृपया अपना रजिस्ट्रेशन नंबर वैसे ही लिखें जैसा आपके सर्टिफ़िकेट पर है',
  'expertReg.chooseBarCouncil': 'कृपया अपनी बार काउंसिल चुनें',
  'expertReg.enrolmentNumber': 'एनरोलमेंट नंबर ऐसा दिखता है: MAH/1234/2015',
  'expertReg.icaiNumber': 'ICAI मेंबरशिप नंबर में 6 अंक होते हैं',
  'expertReg.linkTooLong': 'लिंक बहुत लंबा है',
  'expertReg.linkHttps': 'कृपया ऐसा लिंक लिखें जो https:// से शुरू हो',
  'expertReg.whatsappNumber': 'कृपया सही 10 अंकों का WhatsApp नंबर लिखें',
  'expertFile.photoTooLarge': 'फ़ोटो ज़्यादा से ज़्यादा 5 MB की हो सकती है',
  'expertFile.photoType': 'JPEG, PNG या WebP फ़ोटो चुनें',
  'expertFile.photoMissing': 'अपलोड करने के लिए फ़ोटो चुनें',
  'expertFile.documentTooLarge': 'दस्तावेज़ ज़्यादा से ज़्यादा 10 MB का हो सकता है',
  'expertFile.documentType': 'अपने रजिस्ट्रेशन सर्टिफ़िकेट की PDF या फ़ोटो (JPEG, PNG या WebP) चुनें',
  'expertFile.documentMissing': 'अपने प्रोफ़ेशनल रजिस्ट्रेशन का दस्तावेज़ चुनें',
  'expertFile.empty': 'यह फ़ाइल खाली है',
  'expertFile.noProfile': 'सिर्फ़ विशेषज्ञ ही फ़ोटो या रजिस्ट्रेशन दस्तावेज़ अपलोड कर सकते हैं',
  'hours.time': 'समय ऐसे लिखें: 09:30',
  'hours.sameTimes': 'शुरू और ख़त्म होने का समय अलग होना चाहिए',
  'hours.overlap': 'ये घंटे उसी दिन के दूसरे घंटों से टकराते हैं',
  'hours.slotLength': 'स्लॉट की लंबाई 15, 20, 30, 45 या 60 मिनट चुनें',
  'hours.timeZone': 'सूची में से टाइम ज़ोन चुनें',
  'hours.date': 'तारीख़ ऐसे लिखें: 2026-03-31',
  'hours.tooMany': 'बहुत ज़्यादा एंट्री हैं',
  'prescription.chooseGender': 'कृपया मरीज़ का लिंग चुनें',
  'prescription.medicineName': 'दवा का नाम लिखें',
  'prescription.strength': 'ताक़त लिखें, जैसे 500 mg',
  'prescription.dose': 'ख़ुराक लिखें, जैसे 1 गोली',
  'prescription.frequency': 'कितनी बार लेनी है लिखें, जैसे दिन में दो बार',
  'prescription.duration': 'कितने दिन लेनी है लिखें, जैसे 5 दिन',
  'prescription.enterAge': 'मरीज़ की उम्र लिखें',
  'prescription.checkAge': 'कृपया उम्र जाँच लें',
  'prescription.confirmAge': 'पुष्टि करें कि आपने मरीज़ की उम्र जाँच ली है',
  'prescription.diagnosis': 'शुरुआती निदान लिखें',
  'prescription.medicinesMin': 'कम से कम एक दवा जोड़ें',
  'legalDocument.chooseKind': 'सलाह नोट या ड्राफ़्ट चुनें',
  'legalDocument.title': 'शीर्षक लिखें (कम से कम 3 अक्षर)',
  'legalDocument.body': 'सलाह या ड्राफ़्ट लिखें (कम से कम 20 अक्षर)',
};

const KEY_OF_ENGLISH = new Map<string, ExpertValidationMessageKey>(
  Object.entries(EXPERT_VALIDATION_MESSAGES).map(([key, english]) => [english, key as ExpertValidationMessageKey]),
);

/** Messages with a number in them, said by a pattern: the number is kept as it is. */
const PATTERNS_HI: Array<[RegExp, (value: string) => string]> = [
  [/^The fee must be at least ₹(\d+)$/, (min) => `फ़ीस कम से कम ₹${min} होनी चाहिए`],
  [/^The fee must be at most ₹(\d+)$/, (max) => `फ़ीस ज़्यादा से ज़्यादा ₹${max} हो सकती है`],
  [/^Tell patients a little more \(at least (\d+) characters\)$/, (min) => `मरीज़ों को अपने बारे में थोड़ा और बताएँ (कम से कम ${min} अक्षर)`],
  // The legal document's body: 'At most 20,000 characters'.
  [/^At most (\d{1,3}(?:,\d{3})+) characters$/, (max) => `ज़्यादा से ज़्यादा ${max} अक्षर`],
  [/^At most (\d+) medicines$/, (max) => `ज़्यादा से ज़्यादा ${max} दवाइयाँ`],
];

/** An expert form's message in `language`, or null when it is not one of them (then validation-messages-hi.ts says it). */
export function localiseExpertValidationMessage(message: string, language: AppLanguage): string | null {
  const key = KEY_OF_ENGLISH.get(message);
  if (key) return language === 'en' ? message : EXPERT_VALIDATION_MESSAGES_HI[key];
  for (const [pattern, say] of PATTERNS_HI) {
    const match = pattern.exec(message);
    if (match?.[1]) return language === 'en' ? message : say(match[1]);
  }
  return null;
}
