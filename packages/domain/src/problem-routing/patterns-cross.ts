/**
 * Problems that need more than one profession (issue 21): an insurer refusing a treatment claim (a lawyer and a
 * doctor), a tax notice (a CA and a lawyer), money taken by online fraud (an IT expert and a lawyer), and others.
 * Reviewed data (see types.ts for the notation); `#sign & #sign` reads signs in the same or the next sentence.
 */
import { doctorFor } from './patterns-medical';
import { accountant } from './patterns-money';
import { lawyer } from './patterns-legal';
import { itExpert } from './patterns-tech';
import type { ProblemPattern } from './types';

/** Signs the combinations below are made of. */
export const ROUTING_SIGNS: Readonly<Record<string, readonly string[]>> = {
  insurance: ['@insurance', '@claim'],
  refused: ['@refused', 'not|nahi|नहीं|wont|doesnt|didnt|isnt|cant paying|pay|paid|de|दे|diya|दिया ~2', 'pending|delayed'],
  atwork: ['@job', 'at work', 'work|working|duty|kaam|काम karte|करते|pe|par|पर|while ~2', 'factory|scaffolding|construction|thekedar|ठेकेदार|malik|मालिक'],
  // Not "health" or "medical" alone: "health insurance" names the policy, not a treatment (buying one is a CA's job).
  care: ['@care', '@heart', '@joint', 'hospital|hospitalised|hospitalized|admitted|admit|bill|bills|medical bill|bills'],
  threat: ['@threat'],
  private: ['@private'],
  injured: ['@injured', 'accident|accidant|durghatna|दुर्घटना|एक्सीडेंट', 'gir|gira|giri gaya|gayi|gaye|pada|padi ~1', 'girkar|गिरकर|गिरा|गिरी'],
  payout: ['compensation|muavza|muawza|muavaza|मुआवजा|हर्जाना', '@claim'],
  fraud: ['@fraud'],
  moneytaken: ['@money|@bank @taken ~4', '@taken @money ~2'],
};

const SCAM_WHY_IT = 'A cyber-security expert can lock down your bank apps, phone and accounts and collect the evidence.';
const SCAM_WHY_LAW = 'A cyber-law lawyer takes the complaint to the police and the bank to try to get the money back.';

export const CROSS_PATTERNS: readonly ProblemPattern[] = [
  {
    id: 'insurance-refused',
    phrases: ['#insurance & #refused'],
    routes: [lawyer('Consumer Law', 'A refused or delayed insurance claim can be challenged with the insurer, the ombudsman or the consumer forum.')],
  },
  {
    id: 'insurance-treatment',
    phrases: ['#insurance & #care'],
    routes: [
      lawyer('Consumer Law', 'A consumer lawyer can press the insurer to pay for the treatment.'),
      doctorFor('General Physician', 'A doctor can review the reports and write the medical opinion the insurer or ombudsman will ask for.'),
    ],
  },
  {
    id: 'tax-notice',
    phrases: [
      '@tax|@gst|income|आयकर notice|notices|नोटिस|demand|scrutiny|penalty|assessment|mismatch|discrepancy|intimation ~4',
      'notice|नोटिस|mismatch|email|mail|letter|demand|डिमांड|penalty|scrutiny @tax|@gst ~3',
      '@tax|@gst department|vibhag|विभाग email|mail|letter|mismatch|notice|demand|डिमांड ~5',
    ],
    routes: [
      accountant('Tax Planning & GST', 'A CA reads the notice, prepares the reply and files what is missing.'),
      lawyer('Corporate Law', 'If the notice leads to a demand, penalty or appeal, a lawyer can represent you.'),
    ],
  },
  {
    id: 'money-taken-by-fraud',
    phrases: [
      '#fraud & #moneytaken',
      '@otp shared|share|gave|given|told|bata|bataya|batana|diya|बताया|बता|दिया ~3',
      'shared|gave|told|bataya|बताया @otp ~3',
      'upi|यूपीआई|online|ऑनलाइन|bank|card|investment|trading|task|olx|telegram @fraud ~4',
      'phishing',
      'sim|सिम clone|cloned|swap|swapped|duplicate ~3',
      'clone|cloned|swap|swapped sim|सिम ~2',
      'unauthorised|unauthorized transaction|transactions|debit',
    ],
    routes: [itExpert('Cyber Security', SCAM_WHY_IT), lawyer('Cyber Law', SCAM_WHY_LAW)],
    strength: 3,
  },
  {
    id: 'money-gone',
    phrases: ['@bank @taken ~4', '@taken from|se|से @bank ~3'],
    routes: [itExpert('Cyber Security', SCAM_WHY_IT), lawyer('Cyber Law', SCAM_WHY_LAW)],
    strength: 1,
  },
  {
    id: 'loan-app',
    phrases: ['loan @app', 'loan app|apps wale|वाले', 'calling|call|calls|message my|mere|meri contacts|relatives|family ~4'],
    routes: [
      lawyer('Cyber Law', 'Recovery by threats and calls to your contacts is illegal; a lawyer can complain to the police and the RBI.'),
      itExpert('Cyber Security', 'A cyber-security expert can check what the app took from your phone and remove its access.'),
    ],
    strength: 3,
  },
  {
    id: 'partner-dispute',
    phrases: ['co|cofounder|partner|partners|founder @firm|money|paise|पैसे|took|cheated|left|fraud ~5', 'cofounder|co-founder'],
    routes: [
      lawyer('Corporate Law', 'A corporate lawyer acts on a partner who took the business money or broke the agreement.'),
      accountant('Financial Audit', 'A CA can audit the accounts to show what was taken.'),
    ],
  },
  {
    id: 'job-fraud',
    phrases: ['fake|farzi|फर्जी job|naukri|नौकरी', 'job|naukri|नौकरी @fraud ~4', '@fraud job|naukri|नौकरी ~4', 'registration fee|fees'],
    routes: [
      lawyer('Criminal Law', 'Cheating you out of money is a criminal offence; a lawyer can file the complaint and follow it up.'),
      itExpert('Cyber Security', 'A cyber-security expert can trace and report the fake site or profile.'),
    ],
  },
  {
    id: 'other-fraud',
    phrases: ['@fraud'],
    routes: [lawyer('Criminal Law', 'Cheating and fraud are criminal offences; a lawyer can file the complaint.')],
    strength: 1,
  },
  {
    id: 'intimate-threat',
    phrases: ['#threat & #private', 'morphed|nude|intimate @private', '@private viral|leak|leaked|post ~3'],
    routes: [
      lawyer('Cyber Law', 'Threatening to share private photos is a crime under the IT Act; a lawyer can act fast, with the police.'),
      itExpert('Cyber Security', 'A cyber-security expert can preserve the evidence and get the content reported and taken down.'),
    ],
  },
  {
    id: 'impersonation',
    phrases: [
      'fake|farzi|फर्जी profile|account|id|page',
      'defame|defaming|defamation|badnam|बदनाम|impersonate|impersonating|impersonation|pretending|posing|spoofing|spoofed',
      'naam|नाम se|से email|emails|message|messages|call|calls ~4',
    ],
    routes: [
      lawyer('Cyber Law', 'Impersonation and online defamation are offences; a lawyer can file the complaint and send notices.'),
      itExpert('Cyber Security', 'A cyber-security expert can get the fake profile reported and removed.'),
    ],
  },
  {
    id: 'extortion',
    phrases: [
      'asking|demanding|demands|maang|mang|मांग @money ~2',
      '@money maang|mang|मांग|demand|demanding ~2',
      'extortion|sextortion|blackmail|blackmailing|blackmailed',
    ],
    routes: [lawyer('Cyber Law', 'Demanding money with threats is extortion; a lawyer can take it to the police.')],
    strength: 1,
  },
  {
    id: 'data-leak',
    phrases: ['data leak|leaked|breach', 'leak|leaked data|information', 'data breach'],
    routes: [
      itExpert('Cyber Security', 'A cyber-security expert can find how the data got out and close the hole.'),
      lawyer('Cyber Law', 'A data leak has legal duties under the IT Act and the data-protection law; a lawyer can guide you through them.'),
    ],
  },
  {
    id: 'identity-misuse',
    phrases: ['naam|name|नाम @loan ~4', 'someone|somebody|kisi|किसी @loan ~3', '@loan without|bina|बिना knowledge|permission|consent|jankari|जानकारी ~6'],
    routes: [
      lawyer('Criminal Law', 'A loan taken in your name is identity fraud; a lawyer can file the complaint and answer the lender.'),
      accountant('Loan Assistance', 'A CA can check your credit report and help you dispute the loan with the lender.'),
    ],
    lead: true,
  },
  {
    id: 'identity-documents',
    phrases: ['pan|aadhaar|aadhar|आधार misuse|misused|used|use ~3', 'identity theft|fraud'],
    routes: [
      lawyer('Criminal Law', 'Using your identity documents is fraud; a lawyer can file the complaint and stop what was opened in your name.'),
      itExpert('Cyber Security', 'A cyber-security expert can find where your details leaked and lock your accounts.'),
    ],
  },
  {
    id: 'provident-fund',
    phrases: ['pf|epf|provident|पीएफ jama|जमा|deposit|deposited|contribution ~5', 'deposited|deposit|jama|जमा pf|epf|पीएफ ~3'],
    routes: [
      lawyer('Corporate Law', 'An employer who keeps back your PF breaks the law; a lawyer can complain to the EPFO and recover it.'),
      accountant('Investment Planning', 'A CA can check your PF passbook and what you are owed.'),
    ],
    lead: true,
  },
  {
    id: 'legal-notice-loan',
    phrases: ['recovery agent|agents', '@loan|@bank notice|नोटिस ~6', 'notice|नोटिस from|se @loan|@bank ~3'],
    routes: [
      lawyer('Consumer Law', 'A lawyer can answer the notice and protect you from unfair recovery.'),
      accountant('Loan Assistance', 'A CA can work out a repayment or settlement plan with the lender.'),
    ],
    lead: true,
  },
  {
    id: 'trademark',
    phrases: ['trademark|trademarks|patent|patents', 'brand|logo|name register|registration|protect ~3'],
    routes: [
      lawyer('Corporate Law', 'A lawyer searches, files and defends trademarks and patents.'),
      accountant('Business Registration', 'A CA can file the trademark application alongside your business registration.'),
    ],
  },
  {
    id: 'copyright',
    phrases: ['copyright|plagiarism|plagiarised', 'used|copied|using|stole my photos|photo|content|logo|design|brand|work ~4', 'without permission|consent'],
    routes: [lawyer('Corporate Law', 'A lawyer can send a notice and act when someone uses your work or photos without permission.')],
  },
  {
    id: 'phishing-link',
    phrases: [
      'clicked|click|opened|khola|खोला|क्लिक link|लिंक|apk ~4',
      'link|लिंक par|पर|pe click|क्लिक|khola|खोला ~3',
      'link|लिंक click|clicked|क्लिक|khola|खोला|open|opened ~2',
      'apk|anydesk|teamviewer',
    ],
    routes: [
      itExpert('Cyber Security', 'A cyber-security expert can check the phone for what the link installed and secure your accounts.'),
      lawyer('Cyber Law', SCAM_WHY_LAW),
    ],
  },
  {
    id: 'workplace-injury',
    phrases: ['#injured & #atwork'],
    routes: [
      lawyer('Corporate Law', 'An employer owes treatment and compensation for an injury at work; a lawyer can claim them.'),
      doctorFor('Orthopedics', 'A doctor treats the injury and writes the report the claim needs.'),
    ],
    strength: 3,
    lead: true,
  },
  {
    id: 'money-stuck-in-app',
    phrases: [
      'cant|cannot|unable|not|nahi|नहीं withdraw|withdrawal ~2',
      'withdraw|withdrawal nahi|नहीं|not|blocked|stuck ~3',
      'paise|paisa|money|पैसे|पैसा fas|phas|fase|fanse|stuck|atak|atke|फंस|फंसे|अटक|अटके ~2',
    ],
    routes: [
      lawyer('Cyber Law', 'An app that keeps your money is usually a fraud; a lawyer can complain to the police and the regulator.'),
      itExpert('Cyber Security', 'A cyber-security expert can trace the app and keep the evidence.'),
    ],
  },
  {
    id: 'accident-claim',
    phrases: ['#injured & #payout'],
    routes: [
      lawyer('Criminal Law', 'A lawyer files the police report and the accident compensation claim.'),
      doctorFor('Orthopedics', 'A doctor treats the injuries and writes the medical report the claim needs.'),
    ],
  },
  {
    id: 'accident',
    phrases: ['accident|accidant|durghatna|दुर्घटना|एक्सीडेंट'],
    routes: [doctorFor('Orthopedics', 'Injuries from an accident need a doctor to examine them.')],
  },
  {
    id: 'medical-negligence',
    phrases: [
      'negligence|laparwahi|lapravahi|लापरवाही',
      'wrong treatment|operation|diagnosis|medicine|injection|report|blood|test',
      'galat|गलत ilaj|ilaaj|इलाज|operation|ऑपरेशन|dawa|dawai|दवा|दवाई|injection|इंजेक्शन|report|रिपोर्ट|diagnosis',
      'galti|गलती se|से @care|tabiyat|तबियत ~3',
      'doctor|डॉक्टर|hospital|अस्पताल ki|की galti|गलती',
    ],
    routes: [
      lawyer('Consumer Law', 'Medical negligence is a consumer-law complaint; a lawyer can file it.'),
      doctorFor('General Physician', 'Another doctor can review the records and give a second opinion on the treatment.'),
    ],
    lead: true,
  },
  {
    id: 'employer-refuses',
    phrases: ['employer|boss|contractor|thekedar|ठेकेदार|malik @refused ~3', 'employer|boss|contractor|thekedar|ठेकेदार|malik not|nahi|नहीं paying|pay ~3'],
    routes: [lawyer('Corporate Law', 'An employment lawyer can hold your employer to what they owe you.')],
  },
  {
    id: 'account-frozen',
    phrases: ['frozen|freeze|froze|blocked|block|seized @account|@bank ~3', '@account|@bank frozen|freeze|blocked|block|seized ~3'],
    routes: [lawyer('Cyber Law', 'A frozen account usually follows a police or cyber complaint; a lawyer can get it released.')],
  },
  {
    id: 'crypto',
    phrases: ['crypto|cryptocurrency|bitcoin|vda'],
    routes: [accountant('Tax Planning & GST', 'A CA works out the tax on crypto gains and files it correctly.')],
  },
];
