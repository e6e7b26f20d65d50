/**
 * Everyday words of the law per field (decision 095): police and court, landlord and property, employer, family,
 * shops and services, online crime, in English, Hinglish spellings and Devanagari. Reviewed data: general vocabulary,
 * not sentences. See everyday-types.ts.
 */
import type { EverydayDepartment } from './everyday-types';

const legal = (department: string, why: string, words: Omit<EverydayDepartment, 'category' | 'department' | 'why'>): EverydayDepartment => ({
  category: 'legal',
  department,
  why,
  ...words,
});

export const EVERYDAY_LAW: readonly EverydayDepartment[] = [
  legal('Property Law', 'A property lawyer handles landlords and tenants, land, flats, builders and who owns what.', {
    strong:
      'landlord landlady tenant tenants kirayedar kirayadar evict eviction vacate encroach encroached encroachment possession kabza kabja ' +
      'builder rera registry mutation batwara ancestral pushtaini jaidad forged forgery ' +
      'किरायेदार कब्जा कब्ज़ा बिल्डर रजिस्ट्री बंटवारा बँटवारा पुश्तैनी जायदाद जालसाजी',
    words:
      'deposit rent rented kiraya property properties land plot flat zameen jamin jameen makaan makan malik owner neighbour neighbor neighbours ' +
      'padosi society passage wall deewar diwar construction constructing deed papers documents signature ' +
      'किराया जमा जमीन ज़मीन प्लॉट फ्लैट मकान मालिक पड़ोसी सोसाइटी दीवार कागज संपत्ति',
    cues: 'ghar house home घर',
  }),
  legal('Family Law', 'A family lawyer handles marriage, divorce, maintenance, custody, dowry and wills.', {
    strong:
      'divorce talaq talak custody alimony dowry dahej inheritance succession wasiyat vasiyat mayke maike gazette adoption ' + 'तलाक दहेज वसीयत विरासत मायके गोद',
    words: 'marriage shaadi shadi sasural inlaws separation separated kharcha elderly buddhe budhe bujurg ' + 'बुजुर्ग बूढ़े ' + 'ससुराल शादी खर्चा',
    cues: 'husband wife pati patni biwi spouse saas sasur पति पत्नी बीवी सास ससुर',
  }),
  legal('Criminal Law', 'A criminal lawyer handles police complaints, FIRs, arrests, threats and cheating.', {
    strong:
      'police cops cop thana fir arrest arrested jail bail jamanat summons abuse abusing abusive threat threats threatening ' +
      'threatens dhamki dhamka dhamkana dhamkate dhamkaya extortion blackmail cheated cheating cheat dhokha thagi chori theft stolen ' +
      'beat beats beating maarte marte marta maarta marpeet maarpeet pitai harass harassing harassment ' +
      'पुलिस थाना थाने एफआईआर गिरफ्तार जेल जमानत गाली धमकी धमका धमकाना धोखा ठगी चोरी मारते मारता मारपीट पिटाई',
    words:
      'court adalat case complaint udhaar udhar borrowed gaali hit hits hitting legal lawyer vakil advocate kanoon kanuni notice ' +
      'वकील कानूनी कानून नोटिस अदालत कोर्ट केस मुकदमा शिकायत उधार',
  }),
  legal('Consumer Law', 'A consumer lawyer takes a refused refund, a faulty product or poor service to the consumer forum.', {
    strong: 'defective overcharged warranty guarantee consumer रिफंड वारंटी',
    words:
      'courier parcel shipment compensate compensation refund refunding refunded returned wapas vapas amazon flipkart myntra seller shopkeeper dukandar gym fees fee service claim insurer insurance bima ' +
      'बीमा वापस दुकानदार क्लेम सामान',
  }),
  legal('Corporate Law', 'An employment and contracts lawyer recovers what an employer or partner owes and checks agreements.', {
    strong:
      'wages tankhwah tankha vetan overtime resign resignation resigned fired terminated termination gratuity ' +
      'contract agreement partner partnership sajhedar hadap hadpa embezzled ' +
      'तनख्वाह तनख़्वाह वेतन सैलरी इस्तीफा अनुबंध एग्रीमेंट साझेदार हड़प हड़पे',
    words: 'salary salaries boss employer hr job naukri office daftar pf ' + 'नौकरी बॉस मालिक दफ्तर ऑफिस',
    cues: 'company kampani कंपनी business dhandha धंधे धंधा',
  }),
  legal('Cyber Law', 'A cyber-law lawyer takes online fraud, fake profiles and leaks to the police and the platform.', {
    strong: 'scam scammed scammer fraud fraudster phishing impersonation defamation fake nakli farzi leak leaked ' + 'फ्रॉड नकली फर्जी लीक',
    words: 'otp upi cyber paytm gpay ओटीपी यूपीआई',
  }),
];
