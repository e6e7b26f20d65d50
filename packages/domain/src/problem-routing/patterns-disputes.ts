/**
 * Round 3, second part (decision 095): classes a second blind set showed routed to the wrong profession first, or to
 * none. Insurance as a product or a claim (a CA first, a lawyer second when a claim is refused or cut; the hospital,
 * accident or operation in the story is not a health question), loan recovery harassment and debt traps, wills and
 * nominees, wages kept back and offers withdrawn, utility bills and service disputes, UPI money sent to the wrong
 * person, a hospital or lab that denies its mistake. Reviewed data (types.ts).
 */
import { doctorFor } from './patterns-medical';
import { accountant } from './patterns-money';
import { lawyer } from './patterns-legal';
import { itExpert } from './patterns-tech';
import { INSURANCE_PATTERNS, INSURANCE_SIGNS } from './patterns-insurance';
import type { ProblemPattern } from './types';

/** Signs the patterns below are made of (merged with ROUTING_SIGNS). */
export const DISPUTE_SIGNS: Readonly<Record<string, readonly string[]>> = {
  ...INSURANCE_SIGNS,
  collector: [
    'recovery|vasooli|vasuli|wasooli|वसूली|रिकवरी',
    '@loan wale|वाले|log|लोग|guys|men|people|staff|walo|वालों ~2',
    '@bank wale|वाले|log|लोग|guys|men|people|staff|walo|वालों ~2',
    'emi|kist|kisht|किस्त|card wale|वाले|log|लोग|guys|men|people|walo|वालों ~2',
  ],
  hounding: [
    '@threat',
    'gaali|gaaliyan|गाली|गालियां|abuse|abusing|abusive|abused|harass|harassing|harassment|beizzati|बेइज्जती|insult|insulting|humiliate|humiliating|bezzati|zaleel|ज़लील|जलील',
    'dhamki|धमकी|threaten|threatened|threatening|threats|धमकाते|धमकाया|dhamkate|dhamkaya',
    'relatives|rishtedar|rishtedaron|रिश्तेदार|रिश्तेदारों|neighbours|neighbors|padosi|padosiyon|पड़ोसी|पड़ोसियों|contacts|office|colleagues',
    'ghar|घर|home|house aa|aake|aakar|आकर|आके|came|come|coming|visit|visiting|visited ~2',
  ],
  wrongpayee: [
    'wrong|galat|गलत number|no|account|khata|khate|खाते|खाता|upi|id|person|banda|bande|aadmi|vyakti|व्यक्ति|नंबर ~2',
    'galti|गलती se|से|mistake ~3',
    'by mistake',
  ],
  sentmoney: ['@money', '@bank', 'sent|send|bhej|bheja|bheje|भेज|भेजे|भेजा|transfer|transferred|transfered|ट्रांसफर|paid|chale|चले|gaye|गए'],
  hurt: ['@injured', 'treatment|ilaj|ilaaj|इलाज chahiye|need|needs|karana|चाहिए ~2', 'need|needs treatment ~1'],
  spyapp: [
    'spy|spying|jasoosi|jasusi|जासूसी|stalkerware|spyware|tracking|tracker|monitoring|hidden|chhupa|chupa|छुपा|chupke|chhupke|छुपके|secret app|apps|ऐप|software|application ~3',
    'track|tracks|tracking|monitor|monitors|sunti|sunta|सुनती|सुनता|padhta|padhti|reads|read my location|chats|messages|calls|baatein|बातें|लोकेशन ~2',
  ],
  someone: ['@spouse', 'biwi|बीवी|boyfriend|girlfriend|partner|ex|someone|kisi|किसी|koi|कोई|family|gharwale|saas|sasur'],
  carer: ['hospital|अस्पताल|hospitals|doctor|doctors|डॉक्टर|clinic|क्लिनिक|lab|laboratory|लैब|nursing|surgeon|pathology'],
  denies: [
    'deny|denies|denying|inkar|inkaar|इनकार|इंकार',
    'mistake|galti|गलती|fault|lapse accept|admit|maan|maanne|manne|मान|मानने|मानता nahi|नहीं|not|refuse|refuses|refusing|se|से ~3',
    'maan|मान|मानने|मानता nahi|नहीं|not raha|rahe|रहा|रहे ~2',
  ],
  secondhand: ['refurbished|refurb|renewed|secondhand|रिफर्बिश्ड|olx|cashify', 'second hand', 'used|purana|पुराना phone|iphone|mobile|laptop|फोन|मोबाइल ~1'],
  locked: ['icloud|आईक्लाउड', 'activation lock', 'locked|lock|लॉक', '@defective', 'mukar|मुकर|answering|responding|jawab|जवाब'],
  clinic: ['dentist|dental|orthodontist|braces|clinic|क्लिनिक|doctor|डॉक्टर|hospital|अस्पताल|physiotherapist|salon|parlour'],
  refundask: ['refund|refunds|रिफंड', 'paise|paisa|पैसे|money|fees|fee|फीस wapas|vapas|वापस|back|return|lautaye|लौटाए ~2'],
  course: ['course|courses|coaching|कोचिंग|institute|classes|class|edtech|academy|training|कोर्स'],
  hiddenloan: [
    'mere|meri|मेरे|मेरी|my naam|नाम|name se|से|pe|par|पर|on @loan ~3',
    'put|signed|enrolled me on|into|up a|for @loan ~3',
    'bataya|बताया|told|mention|mentioned nahi|नहीं|not|never @loan ~6',
    '@loan pe|par|पर hai|है ~1',
    'hidden|chhupa|chupa|छुपा|secret @loan ~2',
    'found|pata|पता @loan ~6',
  ],
};

export const DISPUTE_PATTERNS: readonly ProblemPattern[] = [
  ...INSURANCE_PATTERNS,
  {
    id: 'recovery-harassment',
    phrases: ['#collector & #hounding'],
    routes: [
      lawyer('Consumer Law', 'Recovery agents may not abuse, threaten or shame you; a lawyer can complain to the lender, the RBI ombudsman and the police.'),
      accountant('Loan Assistance', 'A CA can work out a repayment or settlement plan with the lender.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'debt-trap',
    phrases: [
      'minimum|न्यूनतम due|amount|राशि|payment ~2',
      'debt|karz|karza|कर्ज trap|jaal|जाल ~2',
      'consolidate|consolidation|consolidating',
      'credit card|क्रेडिट कार्ड debt|dues|outstanding|karz|karza|कर्ज|bill ~3',
      'many|several|kai|कई|itni|itne|इतनी|इतने|five|paanch|teen|multiple @loan|किस्तें|kisten ~2',
      'karz|karza|कर्ज|debt se|से|out nikal|nikalu|niklu|निकलूं|निकल|get ~3',
    ],
    routes: [accountant('Loan Assistance', 'A CA can plan how to clear the debts: which to pay first, consolidation, a settlement with the lender.')],
    strength: 3,
    lead: true,
  },
  {
    id: 'will-and-nominee',
    phrases: [
      'left|leaving|made|wrote a|the will ~1',
      'will|wasiyat|vasiyat|वसीयत giving|gave|favours|favors|favour|favor|challenge|challenged|naam|नाम ~3',
      'will|wasiyat|vasiyat|वसीयत mein|में|me @land|sab|everything|sara|saari|sari|सारी|सारा|naam|नाम ~4',
      'without|no|bina|बिना will|wasiyat|vasiyat|वसीयत ~1',
      'inherited|inherit|inheritance|virasat|विरासत|succession|heir|heirs|waris|वारिस|uttaradhikar|उत्तराधिकार',
      'nominee|nominees|नॉमिनी|namankit|नामांकित no|nahi|नहीं|missing|not|without|tha|था ~3',
      'no|without|bina|बिना nominee|नॉमिनी ~2',
    ],
    routes: [
      lawyer('Property Law', 'A lawyer handles wills, succession and nominees: who gets what and how it is transferred.'),
      accountant('Tax Planning & GST', 'A CA works out the tax on what is inherited, and the capital gains if it is sold.'),
    ],
    strength: 3,
    lead: true,
    quiet: ['medical'],
  },
  {
    id: 'partition',
    phrases: [
      'partition|partitioned|batwara|bantwara|batwaara|बंटवारा|बंटवारे|बटवारा @land ~3',
      '@land partition|batwara|bantwara|बंटवारा|बंटवारे|बटवारा ~3',
      'batwara|bantwara|बंटवारा|बंटवारे|बटवारा',
    ],
    routes: [lawyer('Property Law', 'A lawyer handles the partition of a family property, and what each member may claim and when.')],
    strength: 3,
    lead: true,
    quiet: ['medical', 'finance'],
  },
  {
    id: 'wages-withheld',
    phrases: [
      '@salary|mazdoori|majdoori|mazduri|मजदूरी|dihadi|dihari|दिहाड़ी|payment nahi|नहीं|not mili|mila|मिली|मिला|di|दी|diya|दिया|de|दे|paid|received|credited|aayi|आई|aaya ~3',
      'not|havent|hasnt|never|nahi|नहीं paid|given|cleared|released|credited @salary|mazdoori|मजदूरी ~3',
      '@salary|mazdoori|मजदूरी rok|roka|roki|रोक|रोकी|रोका|withheld|held|stopped|pending|atka|atki|अटकी|अटका|baaki|बाकी ~4',
      'withheld|withholding|holding|held|stopped|rok|roka|रोक salary|wages|tankhwah|वेतन ~6',
      'offer|joining|naukri|नौकरी|job|appointment cancel|cancelled|canceled|withdrawn|withdrew|revoked|radd|रद्द ~4',
      'cancel|cancelled|withdrew|withdrawn|revoked|radd|रद्द my|meri|मेरी|the offer|joining ~2',
      'bond|बॉन्ड penalty|jurmana|जुर्माना|pay|amount|maang|मांग ~4',
    ],
    routes: [lawyer('Corporate Law', 'An employment lawyer can recover wages kept back and challenge a withdrawn offer or an unfair bond.')],
    strength: 3,
    lead: true,
    supersedes: ['chronic', 'ask-doctor'],
    quiet: ['medical'],
  },
  {
    id: 'service-dispute',
    phrases: [
      'electricity|bijli|बिजली|light|water|pani|पानी|gas|meter|मीटर bill|बिल high|inflated|excessive|huge|zyada|jyada|ज्यादा|galat|गलत|wrong|hazar|हजार|came|aa|aaya|आया|aya ~4',
      'inflated|excessive|wrong|galat|गलत|high|huge electricity|bijli|बिजली|water|pani|पानी|gas bill|बिल ~2',
      'meter|मीटर galat|गलत|fast|tez|faulty|wrong|jumping ~3',
    ],
    routes: [lawyer('Consumer Law', 'A consumer lawyer can dispute a wrong bill with the supplier, its grievance cell or the consumer commission.')],
    strength: 3,
    lead: true,
  },
  {
    id: 'warranty-refused',
    phrases: [
      'liquid|water damage|डैमेज ~1',
      'लिक्विड',
      'warranty|वारंटी mana|मना|refuse|refused|refuses|denied|reject|rejected|nahi|नहीं|void ~4',
      'refuse|refused|refuses|denied|mana|मना the|se|से warranty|वारंटी ~3',
    ],
    routes: [
      lawyer('Consumer Law', 'A warranty refused on an excuse can be taken to the consumer commission; a consumer lawyer can press it.'),
      itExpert('Tech Support', 'An independent technician can check the device and write what really failed.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'spy-app',
    phrases: ['#spyapp & #someone'],
    routes: [
      itExpert('Cyber Security', 'A cyber-security expert can find and remove a spy or tracking app and keep the evidence.'),
      lawyer('Cyber Law', 'Putting a spy app on someone’s phone is an offence under the IT Act; a lawyer can act on it.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'locked-resale',
    phrases: ['#secondhand & #locked'],
    routes: [
      lawyer('Consumer Law', 'A seller who sold a locked or faulty device must take it back; a consumer lawyer can press the claim.'),
      itExpert('Tech Support', 'A technician can check whether the lock can be lifted with the original owner’s proof.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'clinic-refund',
    phrases: ['#clinic & #refundask'],
    routes: [
      lawyer('Consumer Law', 'A clinic that takes the fee and stops the treatment owes a refund; a consumer lawyer can claim it.'),
      doctorFor('General Physician', 'Another doctor can see where the treatment stands and what it still needs.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'course-loan',
    phrases: ['#course & #hiddenloan'],
    routes: [
      lawyer('Consumer Law', 'A loan taken in your name without telling you is an unfair trade practice; a consumer lawyer can challenge it.'),
      accountant('Loan Assistance', 'A CA can deal with the lender to close the loan and clear your credit report.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'wrong-payee',
    phrases: ['#wrongpayee & #sentmoney'],
    supersedes: ['money-gone'],
    routes: [
      lawyer(
        'Cyber Law',
        'Money sent to the wrong person can be recovered through the bank’s grievance cell, the RBI ombudsman and, if kept, a police complaint.',
      ),
      accountant('Loan Assistance', 'A CA can take it up with both banks and keep the records the complaint needs.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'hospital-denies',
    phrases: ['#carer & #denies', 'report|रिपोर्ट|result|results|diagnosis by mistake ~1', 'false|wrong|galat|गलत positive|पॉजिटिव ~2'],
    routes: [
      lawyer('Consumer Law', 'A hospital or lab that denies its mistake can be taken to the consumer commission; a lawyer can file the case.'),
      doctorFor('General Physician', 'Another doctor can review the records and give the opinion the complaint needs.'),
    ],
    strength: 3,
    lead: true,
  },
];
