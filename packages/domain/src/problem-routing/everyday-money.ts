/**
 * Everyday words of money and technology per service (decision 095): tax, GST, loans, EMIs, banks, investment,
 * business papers; phones, laptops, apps, websites, passwords, hacking. English, Hinglish spellings and Devanagari.
 * Reviewed data: general vocabulary, not sentences. See everyday-types.ts.
 */
import type { EverydayDepartment } from './everyday-types';

const finance = (department: string, why: string, words: Omit<EverydayDepartment, 'category' | 'department' | 'why'>): EverydayDepartment => ({
  category: 'finance',
  department,
  why,
  ...words,
});
const tech = (department: string, why: string, words: Omit<EverydayDepartment, 'category' | 'department' | 'why'>): EverydayDepartment => ({
  category: 'tech',
  department,
  why,
  ...words,
});

export const EVERYDAY_MONEY: readonly EverydayDepartment[] = [
  finance('Tax Planning & GST', 'A CA works out the tax you owe, files the returns and answers the tax department.', {
    strong:
      'tax taxes taxable incometax itr gst gstr tds tcs form16 26as propertytax housetax 80c 80d hra deduction deductions arrears aaykar ' +
      'टैक्स आयकर जीएसटी टीडीएस संपत्तिकर गृहकर',
    words: 'income earnings kamai return returns refund penalty jurmana municipality nagar nigam assessment ' + 'इनकम रिटर्न कमाई जुर्माना निगम',
    cues: 'notice नोटिस',
  }),
  finance('Investment Planning', 'A CA can plan where to put your money for your goal, time and tax.', {
    strong: 'invest investing investment investments ppf nps sip fd mutualfund retirement pension savings bachat lagaun lagau nivesh ' + 'निवेश बचत लगाऊं लगाऊँ',
    words: 'fund funds policy lic insurance ' + 'पेंशन',
    cues: 'money paisa paise paison rupees rs lakh lakhs crore पैसा पैसे रुपये लाख',
  }),
  finance('Portfolio Analysis', 'A CA can review your shares and funds and what to change.', {
    strong: 'portfolio rebalance stocks shares equity demat crypto bitcoin ' + 'शेयर',
  }),
  finance('Loan Assistance', 'A CA can look at your loan, EMIs and credit report with you.', {
    strong: 'loan loans emi emis mortgage cibil byaaj byaj karz karza karja ' + 'लोन ईएमआई ब्याज कर्ज कर्ज़',
    words: 'interest bank banks credit recovery ' + 'बैंक',
  }),
  finance('Business Registration', 'A CA registers your business and sets up its tax and compliance.', {
    strong: 'incorporate incorporation llp proprietorship startup msme udyam ' + 'पंजीकरण रजिस्ट्रेशन',
    words: 'registration registrations business shop dukaan dukan bakery firm kholni kholna licence license ' + 'दुकान व्यापार धंधा',
  }),
  finance('Financial Audit', 'A CA keeps your books and accounts in order and audits them.', {
    strong: 'audit bookkeeping accountant accounting hisab hisaab payroll ledger ' + 'ऑडिट हिसाब',
    words: 'accounts books tally khatabahi ' + 'बहीखाता',
  }),
  tech('Tech Support', 'An IT support expert can fix a device, a connection or an account that will not work.', {
    strong:
      'laptop computer pc desktop printer router wifi broadband modem hang hanging hangs boot booting reboot restart ' +
      'slow lagging password login reset bluetooth hotspot charger battery screen display keyboard mouse storage ' +
      'लैपटॉप कंप्यूटर प्रिंटर वाईफाई इंटरनेट पासवर्ड स्लो धीमा हैंग चार्जिंग स्क्रीन',
    words:
      'charging frozen freezes phone mobile smartphone tablet internet network update email gmail mail data files photos backup beep beeping blank sound ' +
      'insta instagram whatsapp facebook youtube channel chalu ' +
      'फोन मोबाइल ईमेल डेटा अकाउंट इंस्टाग्राम व्हाट्सएप फेसबुक यूट्यूब',
  }),
  tech('Web Development', 'A web developer builds and fixes websites.', {
    strong: 'website websites wordpress webpage domain hosting वेबसाइट',
    words: 'site online web page',
  }),
  tech('Software Development', 'A software developer builds and fixes apps and business software.', {
    strong: 'software crm erp database bug bugs crashing code coding सॉफ्टवेयर',
    words: 'crash crashes app apps application system ऐप',
  }),
  tech('Cyber Security', 'A cyber-security expert can secure your accounts and devices and find out what happened.', {
    strong: 'hack hacked hacker hacking virus malware spyware ransomware phishing otp spam popup popups leak leaked breach ' + 'हैक हैकर वायरस ओटीपी लीक',
    words: 'upi paytm gpay ads adverts vigyapan suspicious fake farzi nakli link ' + 'विज्ञापन यूपीआई लिंक फर्जी नकली',
  }),
  tech('Digital Marketing', 'A digital-marketing expert brings customers through search and social media.', {
    strong: 'seo marketing followers ranking',
    words: 'google search customers promote dikhana nearby maps listing ' + 'गूगल',
  }),
];
