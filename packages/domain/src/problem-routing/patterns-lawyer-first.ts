/**
 * Problems where money, a body or a phone is what people name but a lawyer is the main need (decision 095, round 3):
 * a bounced cheque, identity documents used for loans, negligence by a doctor or hospital, an inheritance, PF and
 * gratuity kept back, a product nobody will take back, harassment online, a freelance contract; and the one the
 * other way round, buying health insurance for a parent (a CA first, not a lawyer). Reviewed data (types.ts).
 */
import { doctorFor } from './patterns-medical';
import { accountant } from './patterns-money';
import { lawyer } from './patterns-legal';
import { itExpert } from './patterns-tech';
import type { ProblemPattern } from './types';

/** Signs the patterns below are made of (merged with ROUTING_SIGNS). */
export const LAWYER_FIRST_SIGNS: Readonly<Record<string, readonly string[]>> = {
  creditfile: ['@loan', 'cibil|सिबिल', 'credit|क्रेडिट score|report|card|cards|स्कोर|कार्ड'],
  notmine: [
    'never|not|kabhi|कभी applied|apply|took|taken|liya|लिया|li|ली|signed ~3',
    'without|bina|बिना my|meri|mere|मेरी|मेरे knowledge|permission|consent|jankari|जानकारी|pata|पता ~2',
    'someone|somebody|kisi|किसी|koi|कोई ne|ने|else ~1',
    '@fraud',
    'fake|farzi|फर्जी',
  ],
  died: [
    'passed away',
    'nahi|नहीं rahe|रहे ~0',
    'jaane|जाने ke|के baad|बाद ~1',
    'chal|चल bas|base|basi|बसे|बसी ~0',
    'late father|mother|papa|dad|husband|wife|grandfather|grandmother ~0',
    'maut|मौत',
    'died|expired|death|demise|guzar|guzre|guzra|guzri|guzarne|gujar|gujre|gujarne|nidhan|dehant|swargwas|देहांत|मृत्यु|निधन|गुजर|गुजरे|गुजरने|गुजरी|स्वर्गवास',
  ],
  estate: [
    '@land',
    'will|wasiyat|vasiyat|वसीयत',
    'name|names|naam|नाम transfer|karwana|karwani|karana|करवाना|करवानी|कराना|ho|हो ~3',
    'transfer|transferred|mutation|succession|inherit|inheritance|heir|heirs|virasat|विरासत|namantaran|नामांतरण|dakhil|दाखिल',
    'hissa|हिस्सा|share|shares|batwara|बंटवारा',
    'bank|account|fd|shares|khata|खाता',
  ],
  surgery: ['surgery|operation|ऑपरेशन|opretion|सर्जरी|delivery|डिलीवरी|surgeon|operated|stitches|टांके|caesarean|cesarean|csection|सिजेरियन', 'c section'],
  leftbehind: [
    'inside|andar|अंदर swab|gauze|scissors|kainchi|कैंची|patti|पट्टी|cotton|needle|सुई|instrument ~3',
    'swab|gauze|scissors|kainchi|कैंची|patti|पट्टी|cotton|needle|instrument reh|rah|रह|left|inside|andar|अंदर ~3',
    'left|forgot|forgotten|chhod|chhoda|chhodi|छोड़|छोड़ी|छोड़ा inside|andar|अंदर ~3',
  ],
  contract: ['agreement|contract|contracts|karar|करार|anubandh|अनुबंध|एग्रीमेंट|कॉन्ट्रैक्ट'],
  earning: ['@tax', '@gst', 'kar|कर kitna|कितना|lagega|लगेगा|bharu|भरूं ~2', 'taxed|taxable'],
  online: [
    '@account',
    'social|सोशल media|मीडिया',
    'insta|instagram|fb|facebook|whatsapp|telegram|snapchat|twitter|youtube|sharechat|इंस्टाग्राम|फेसबुक|व्हाट्सएप|यूट्यूब',
    'online|ऑनलाइन|internet|इंटरनेट',
  ],
  abused: [
    'someone|somebody|koi|kisi|किसी|कोई|stranger|he|she|they|usne|उसने edit|edited|morph|morphed|photoshopped|badal|badalkar|बदल|बदलकर ~5',
    'obscene|vulgar|dirty|gandi|gande|ganda|ashleel|ashlil|अश्लील|गंदी|गंदे|गंदा',
    'harass|harassing|harasses|harassment|stalk|stalking|stalker|troll|trolling|trolled|abusing|abuse|gaali|gaaliyan|गाली|गालियां',
    'pareshan|परेशान kar|karta|karte|karti|karna|करता|करते|करती|करना|कर ~1',
  ],
};

const CHEQUE_WHY = 'A bounced cheque is a case under section 138; a lawyer sends the notice within 30 days and files the complaint.';

export const LAWYER_FIRST_PATTERNS: readonly ProblemPattern[] = [
  {
    id: 'cheque-returned',
    phrases: [
      'cheque|check|chek|चेक|चैक bounce|bounced|bounces|dishonour|dishonoured|dishonored|returned|return|back|lauta|laut|lautaya|लौटा|लौट|लौटाया|वापस|बाउंस ~5',
      'bounce|bounced|बाउंस cheque|check|चेक ~2',
      'insufficient|kam|कम funds|balance|बैलेंस ~1',
      'section|dhara|धारा 138',
      'cheque|check|चेक not|nahi|नहीं honoured|honored ~5',
      'anadarit|अनादरित',
    ],
    routes: [
      lawyer('Criminal Law', CHEQUE_WHY),
      accountant('Loan Assistance', 'A CA can work out what you are owed, with interest, from the bank and account records.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'credit-in-my-name',
    phrases: ['#creditfile & #notmine', 'used|use|misused|misuse|istemal|इस्तेमाल my|mere|meri|मेरे|मेरी pan|aadhaar|aadhar|आधार|पैन|documents|kagaz ~3'],
    routes: [
      lawyer('Criminal Law', 'A loan or card opened with your documents is identity fraud; a lawyer files the complaint and answers the lender.'),
      accountant('Loan Assistance', 'A CA can dispute the entries with the credit bureau and the lender to clear your credit report.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'negligence-action',
    phrases: [
      '#surgery & #leftbehind',
      'against|khilaf|खिलाफ|on doctor|doctors|hospital|डॉक्टर|अस्पताल|surgeon|nursing|clinic ~3',
      'doctor|doctors|डॉक्टर|hospital|अस्पताल|surgeon|clinic ke|की|के|wale|वाले|वालों khilaf|खिलाफ ~3',
      'wrong|galat|गलत tablet|tablets|pills|pill|dose|drug|drugs|medication|sui|सुई|goli|गोली|blood|खून ~1',
    ],
    routes: [
      lawyer('Consumer Law', 'Negligence by a doctor or hospital is a consumer complaint (and sometimes a police one); a lawyer can file it.'),
      doctorFor('General Physician', 'Another doctor can review the records and give the opinion the complaint needs.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'inheritance',
    phrases: [
      '#died & #estate',
      'bhai|behen|behan|behno|brother|brothers|sister|sisters|siblings|भाई|बहन|बहनों hissa|हिस्सा|share|shares|batwara|बंटवारा ~4',
      'dada|dadi|nana|nani|ancestral|pushtaini|पुश्तैनी|दादा|दादी @land ~3',
    ],
    routes: [
      lawyer('Property Law', 'A lawyer handles succession, the transfer of land and houses to the heirs, and each one’s share.'),
      accountant('Tax Planning & GST', 'A CA works out the capital-gains tax when inherited property is sold.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'pf-gratuity',
    phrases: [
      'gratuity|grachuti|ग्रेच्युटी',
      'pf|epf|provident|पीएफ form|forms|फॉर्म|withdrawal|withdraw|claim|settlement|transfer|sign|signature|साइन ~4',
      'sign|साइन|signature nahi|नहीं|not|wont|refuses|refusing ~3',
    ],
    routes: [
      lawyer('Corporate Law', 'An employer who keeps back your PF or gratuity breaks the law; a lawyer can take it to the EPFO or the labour authority.'),
      accountant('Investment Planning', 'A CA can check your PF passbook and the gratuity you are owed.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'no-hearing',
    phrases: [
      'sunwai|sunvai|सुनवाई',
      'consumer|upbhokta|उपभोक्ता forum|court|फोरम|अदालत|complaint|shikayat|शिकायत',
      '@defective nikla|nikli|निकला|निकली|came|arrived|delivered|aaya|aayi|आया|आई ~2',
      'stopped|band working|kaam|काम ~2',
      '@defective badal|badalna|wapas|वापस|exchange|replace|return nahi|नहीं|not|refuse|refuses|refusing ~4',
      'seller|shop|shopkeeper|showroom|dealer|dukan|dukaan|दुकान|dukandar|दुकानदार|service not|nahi|नहीं responding|sunta|sun|wapas|वापस|return|returning|replace|replacing|refund|refunding|badal ~4',
      'return|refund|replacement request|requests ignored|ignores|ignoring ~3',
      'ignores|ignoring|ignored my return|refund|replacement|complaint ~2',
    ],
    routes: [lawyer('Consumer Law', 'A consumer lawyer takes a faulty product or a seller who will not listen to the consumer commission.')],
    strength: 3,
    lead: true,
  },
  {
    id: 'harassed-online',
    phrases: ['#online & #abused'],
    routes: [
      lawyer('Cyber Law', 'Edited photos, obscene messages and harassment online are offences under the IT Act; a lawyer can take them to the police.'),
      itExpert('Cyber Security', 'A cyber-security expert can preserve the evidence and get the posts reported and taken down.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'insurance-buying',
    phrases: [
      'which|best|good|suits|suitable|kaunsi|konsi|kaunsa|konsa|kaun|कौन|कौनसी|कौनसा|acha|accha|अच्छा|sahi @insurance|policy|mediclaim|plan ~4',
      '@insurance|policy|mediclaim which|best|good|kaunsi|konsi|kaunsa|konsa|kaun|कौन|कौनसा|कौनसी|अच्छा ~4',
      'buy|buying|lena|leni|lein|लेना|लेनी|लें|लूं|kharidna|खरीदना @insurance|policy|mediclaim ~3',
      '@insurance|policy|mediclaim buy|buying|lena|leni|लेना|लेनी|लूं|lun|loon|kharidna|खरीदना ~3',
      '@insurance|policy|mediclaim premium|प्रीमियम ~4',
      'premium|प्रीमियम @insurance|policy|mediclaim ~3',
    ],
    routes: [accountant('Investment Planning', 'A CA can compare policies, premiums, waiting periods for a condition and the tax saved under 80D.')],
    strength: 3,
    lead: true,
  },
  {
    id: 'contract-and-tax',
    phrases: ['#contract & #earning', 'freelance|freelancer|freelancing|फ्रीलांस|फ्रीलांसर agreement|contract|karar|करार|anubandh|अनुबंध|sign|signing ~6'],
    routes: [
      lawyer('Corporate Law', 'A contracts lawyer checks the agreement before you sign: payment, liability, rights to the work.'),
      accountant('Tax Planning & GST', 'A CA works out the tax and GST on what you earn under it.'),
    ],
    strength: 3,
    lead: true,
  },
];
