import type { AppLanguage } from '../app-languages';
import { LAWYER_REASONS_HINDI } from './reasons-hindi-legal';

// Issue 20 part 2: "why we suggest this expert" in Hindi, for every reason the catalogue gives (patterns, everyday
// words, the emergency's doctor), keyed by the English sentence the router writes. The router stays English (its
// tests and the AI's prompt read it); the server says the reason in the reader's language. A domain test fails when a
// reason has no Hindi, or its Hindi drops a number (section 138, 30 days, 80D).

const OTHER_REASONS_HINDI: Readonly<Record<string, string>> = {
  'A doctor can review the reports and write the medical opinion the insurer or ombudsman will ask for.':
    'डॉक्टर रिपोर्ट देखकर वह मेडिकल राय लिख सकता है जो बीमा कंपनी या बीमा लोकपाल माँगेंगे।',
  'A doctor treats the injury and writes the report the claim needs.': 'डॉक्टर चोट का इलाज करता है और वह रिपोर्ट लिखता है जो दावे के लिए ज़रूरी है।',
  'A doctor treats the injuries and writes the medical report the claim needs.': 'डॉक्टर चोटों का इलाज करता है और वह मेडिकल रिपोर्ट लिखता है जो दावे के लिए ज़रूरी है।',
  'Injuries from an accident need a doctor to examine them.': 'दुर्घटना की चोटों की जाँच डॉक्टर से करानी ज़रूरी है।',
  'Another doctor can review the records and give a second opinion on the treatment.': 'दूसरा डॉक्टर रिकॉर्ड देखकर इलाज पर दूसरी राय दे सकता है।',
  'Another doctor can review the records and give the opinion the complaint needs.': 'दूसरा डॉक्टर रिकॉर्ड देखकर वह राय दे सकता है जो शिकायत के लिए ज़रूरी है।',
  'A doctor can review the reports and write the medical opinion on the treatment that the insurer or ombudsman will ask for.':
    'डॉक्टर रिपोर्ट देखकर इलाज पर वह मेडिकल राय लिख सकता है जो बीमा कंपनी या बीमा लोकपाल माँगेंगे।',
  'The injury comes first: a doctor treats it and writes the report the claim needs.':
    'पहले चोट: डॉक्टर उसका इलाज करता है और वह रिपोर्ट लिखता है जो दावे के लिए ज़रूरी है।',
  'Another doctor can see where the treatment stands and what it still needs.': 'दूसरा डॉक्टर देख सकता है कि इलाज कहाँ तक पहुँचा है और अभी क्या बाक़ी है।',
  'Heart symptoms and heart procedures are what a cardiologist looks after.': 'दिल के लक्षण और दिल के ऑपरेशन/प्रोसीजर हृदय रोग विशेषज्ञ (कार्डियोलॉजिस्ट) देखते हैं।',
  'A paediatrician treats illness in babies and children.': 'बच्चों के डॉक्टर (पीडियाट्रिशियन) शिशुओं और बच्चों की बीमारियों का इलाज करते हैं।',
  'A general physician sees fevers, infections and everyday illness first and refers you on if needed.':
    'जनरल फ़िज़िशियन बुख़ार, संक्रमण और रोज़मर्रा की बीमारियाँ सबसे पहले देखते हैं और ज़रूरत हो तो आगे भेजते हैं।',
  'A general physician manages sugar, blood pressure and thyroid and reviews your readings.':
    'जनरल फ़िज़िशियन शुगर, ब्लड प्रेशर और थायरॉइड सँभालते हैं और आपकी रीडिंग देखते हैं।',
  'A dermatologist treats skin, hair and nail problems.': 'त्वचा रोग विशेषज्ञ (डर्मेटोलॉजिस्ट) त्वचा, बालों और नाख़ूनों की समस्याओं का इलाज करते हैं।',
  "A gynaecologist looks after periods, pregnancy and women's health.": 'स्त्री रोग विशेषज्ञ (गायनेकोलॉजिस्ट) माहवारी, गर्भावस्था और महिलाओं के स्वास्थ्य का ध्यान रखती हैं।',
  'An orthopaedic doctor treats bones, joints, back and neck pain.': 'हड्डी रोग विशेषज्ञ (ऑर्थोपेडिक) हड्डियों, जोड़ों, कमर और गर्दन के दर्द का इलाज करते हैं।',
  'A physiotherapist helps you recover movement with exercises and therapy.': 'फ़िज़ियोथेरेपिस्ट व्यायाम और थेरेपी से चलने-फिरने की ताक़त वापस लाने में मदद करते हैं।',
  'An ENT specialist treats ear, nose and throat problems, including hearing.':
    'नाक-कान-गला (ENT) विशेषज्ञ कान, नाक और गले की समस्याओं का इलाज करते हैं, सुनने की समस्या भी।',
  'An eye specialist checks your eyes and vision.': 'आँखों के विशेषज्ञ आपकी आँखें और नज़र जाँचते हैं।',
  'A dentist treats tooth pain, gums and cavities.': 'दाँतों के डॉक्टर दाँत दर्द, मसूड़ों और कैविटी का इलाज करते हैं।',
  'A mental-health doctor helps with stress, anxiety, low mood and sleep.': 'मानसिक स्वास्थ्य के डॉक्टर तनाव, घबराहट, उदासी और नींद की समस्या में मदद करते हैं।',
  'A urologist treats urine, kidney-stone and prostate problems.': 'यूरोलॉजिस्ट पेशाब, गुर्दे की पथरी और प्रोस्टेट की समस्याओं का इलाज करते हैं।',
  'A neurologist looks at headaches, numbness, fits and other nerve problems.': 'न्यूरोलॉजिस्ट सिरदर्द, सुन्नपन, दौरे और नसों की दूसरी समस्याएँ देखते हैं।',
  'A dietician plans what to eat for weight, sugar or thyroid.': 'डाइटीशियन वज़न, शुगर या थायरॉइड के हिसाब से खाने की योजना बनाते हैं।',
  'A doctor can examine you and plan the treatment.': 'डॉक्टर आपकी जाँच करके इलाज की योजना बना सकते हैं।',
  'A general physician is the right first doctor for a health problem.': 'स्वास्थ्य की समस्या के लिए जनरल फ़िज़िशियन सबसे सही पहले डॉक्टर हैं।',
  'A general physician sees everyday illness first and refers you on if needed.': 'जनरल फ़िज़िशियन रोज़मर्रा की बीमारियाँ सबसे पहले देखते हैं और ज़रूरत हो तो आगे भेजते हैं।',
  'A cardiologist looks after the heart and blood pressure.': 'हृदय रोग विशेषज्ञ (कार्डियोलॉजिस्ट) दिल और ब्लड प्रेशर का ध्यान रखते हैं।',
  'Get emergency help first; once you are safe, this doctor can follow up.': 'पहले आपातकालीन मदद लें; सुरक्षित होने के बाद यह डॉक्टर आगे देख सकते हैं।',
  'A CA reads the notice, prepares the reply and files what is missing.': 'CA नोटिस पढ़कर जवाब तैयार करता है और जो छूट गया है वह फ़ाइल करता है।',
  'A CA can audit the accounts to show what was taken.': 'CA खातों का ऑडिट करके दिखा सकता है कि क्या लिया गया।',
  'A CA can check your credit report and help you dispute the loan with the lender.':
    'CA आपकी क्रेडिट रिपोर्ट जाँचकर लोन देने वाले के साथ उस लोन पर विवाद उठाने में मदद कर सकता है।',
  'A CA can check your PF passbook and what you are owed.': 'CA आपकी PF पासबुक और आपका बकाया जाँच सकता है।',
  'A CA can work out a repayment or settlement plan with the lender.': 'CA लोन देने वाले के साथ चुकाने या सेटलमेंट की योजना बना सकता है।',
  'A CA can file the trademark application alongside your business registration.': 'CA आपके कारोबार के रजिस्ट्रेशन के साथ ट्रेडमार्क की अर्ज़ी भी फ़ाइल कर सकता है।',
  'A CA works out the tax on crypto gains and files it correctly.': 'CA क्रिप्टो के मुनाफ़े पर टैक्स का हिसाब लगाकर उसे सही तरह फ़ाइल करता है।',
  'A CA can work out what you are owed, with interest, from the bank and account records.':
    'CA बैंक और खाते के रिकॉर्ड से हिसाब लगा सकता है कि ब्याज समेत आपका कितना बकाया है।',
  'A CA can dispute the entries with the credit bureau and the lender to clear your credit report.':
    'CA क्रेडिट ब्यूरो और लोन देने वाले के साथ ग़लत एंट्री पर विवाद उठाकर आपकी क्रेडिट रिपोर्ट साफ़ करा सकता है।',
  'A CA works out the capital-gains tax when inherited property is sold.': 'CA विरासत में मिली संपत्ति बेचने पर कैपिटल-गेन टैक्स का हिसाब लगाता है।',
  'A CA can check your PF passbook and the gratuity you are owed.': 'CA आपकी PF पासबुक और आपकी बकाया ग्रेच्युटी जाँच सकता है।',
  'A CA can compare policies, premiums, waiting periods for a condition and the tax saved under 80D.':
    'CA पॉलिसियों, प्रीमियम, किसी बीमारी के लिए वेटिंग पीरियड और 80D के तहत बचने वाले टैक्स की तुलना कर सकता है।',
  'A CA works out the tax and GST on what you earn under it.': 'CA इससे होने वाली कमाई पर टैक्स और GST का हिसाब लगाता है।',
  'A CA reads the policy wording (room rent, co-pay, waiting periods, lapses) and works out what the insurer owes or what to switch to.':
    'CA पॉलिसी की शर्तें (कमरे का किराया, को-पे, वेटिंग पीरियड, पॉलिसी का लैप्स होना) पढ़कर हिसाब लगाता है कि बीमा कंपनी पर कितना बकाया है या कौन-सी पॉलिसी लेनी चाहिए।',
  'A CA can plan how to clear the debts: which to pay first, consolidation, a settlement with the lender.':
    'CA क़र्ज़ चुकाने की योजना बना सकता है: पहले कौन-सा चुकाएँ, क़र्ज़ों को एक करना, लोन देने वाले से सेटलमेंट।',
  'A CA works out the tax on what is inherited, and the capital gains if it is sold.': 'CA विरासत में मिली चीज़ों पर टैक्स, और बेचने पर कैपिटल गेन का हिसाब लगाता है।',
  'A CA can deal with the lender to close the loan and clear your credit report.':
    'CA लोन देने वाले से बात करके लोन बंद करवा सकता है और आपकी क्रेडिट रिपोर्ट साफ़ करा सकता है।',
  'A CA can take it up with both banks and keep the records the complaint needs.': 'CA दोनों बैंकों के साथ मामला उठा सकता है और शिकायत के लिए ज़रूरी रिकॉर्ड रख सकता है।',
  'A CA files your returns, works out the tax you owe and claims refunds.': 'CA आपका रिटर्न फ़ाइल करता है, आपका टैक्स हिसाब करता है और रिफ़ंड दिलवाता है।',
  'A CA handles GST registration, returns and their mismatches.': 'CA GST रजिस्ट्रेशन, रिटर्न और उनके मिलान की गड़बड़ियाँ सँभालता है।',
  'A CA can plan where to invest for your goal, time and tax.': 'CA आपके लक्ष्य, समय और टैक्स के हिसाब से निवेश की योजना बना सकता है।',
  'A CA can review your portfolio and what to rebalance.': 'CA आपका पोर्टफ़ोलियो देखकर बता सकता है कि क्या बदलना चाहिए।',
  'A CA registers your company, LLP or firm and sets up its tax and compliance.':
    'CA आपकी कंपनी, LLP या फ़र्म का रजिस्ट्रेशन करता है और उसका टैक्स और नियमों का पालन तय करता है।',
  'A CA prepares the project report and papers a lender asks for.': 'CA प्रोजेक्ट रिपोर्ट और वे काग़ज़ तैयार करता है जो लोन देने वाला माँगता है।',
  'A CA can look at your loan, EMIs and credit report with you.': 'CA आपके साथ आपका लोन, EMI और क्रेडिट रिपोर्ट देख सकता है।',
  'A CA audits your accounts and keeps your books in order.': 'CA आपके खातों का ऑडिट करता है और आपका हिसाब-किताब ठीक रखता है।',
  'A chartered accountant can advise on tax, money and business papers.': 'चार्टर्ड अकाउंटेंट टैक्स, पैसे और कारोबार के काग़ज़ों पर सलाह दे सकता है।',
  'A CA works out the tax you owe, files the returns and answers the tax department.':
    'CA आपके टैक्स का हिसाब लगाता है, रिटर्न फ़ाइल करता है और टैक्स विभाग को जवाब देता है।',
  'A CA can plan where to put your money for your goal, time and tax.': 'CA आपके लक्ष्य, समय और टैक्स के हिसाब से पैसा कहाँ लगाएँ, इसकी योजना बना सकता है।',
  'A CA can review your shares and funds and what to change.': 'CA आपके शेयर और फ़ंड देखकर बता सकता है कि क्या बदलना चाहिए।',
  'A CA registers your business and sets up its tax and compliance.': 'CA आपके कारोबार का रजिस्ट्रेशन करता है और उसका टैक्स और नियमों का पालन तय करता है।',
  'A CA keeps your books and accounts in order and audits them.': 'CA आपकी बहीखाता और खाते ठीक रखता है और उनका ऑडिट करता है।',
  'A cyber-security expert can lock down your bank apps, phone and accounts and collect the evidence.':
    'साइबर-सुरक्षा विशेषज्ञ आपके बैंक ऐप, फ़ोन और खाते सुरक्षित कर सकता है और सबूत जुटा सकता है।',
  'A cyber-security expert can check what the app took from your phone and remove its access.':
    'साइबर-सुरक्षा विशेषज्ञ जाँच सकता है कि ऐप ने आपके फ़ोन से क्या लिया, और उसकी पहुँच हटा सकता है।',
  'A cyber-security expert can trace and report the fake site or profile.': 'साइबर-सुरक्षा विशेषज्ञ फ़र्ज़ी साइट या प्रोफ़ाइल का पता लगाकर उसकी रिपोर्ट कर सकता है।',
  'A cyber-security expert can preserve the evidence and get the content reported and taken down.':
    'साइबर-सुरक्षा विशेषज्ञ सबूत सँभालकर रख सकता है और सामग्री की रिपोर्ट करके उसे हटवा सकता है।',
  'A cyber-security expert can get the fake profile reported and removed.': 'साइबर-सुरक्षा विशेषज्ञ फ़र्ज़ी प्रोफ़ाइल की रिपोर्ट करके उसे हटवा सकता है।',
  'A cyber-security expert can find how the data got out and close the hole.':
    'साइबर-सुरक्षा विशेषज्ञ पता लगा सकता है कि डेटा कैसे बाहर गया, और वह रास्ता बंद कर सकता है।',
  'A cyber-security expert can find where your details leaked and lock your accounts.':
    'साइबर-सुरक्षा विशेषज्ञ पता लगा सकता है कि आपकी जानकारी कहाँ से लीक हुई, और आपके खाते सुरक्षित कर सकता है।',
  'A cyber-security expert can check the phone for what the link installed and secure your accounts.':
    'साइबर-सुरक्षा विशेषज्ञ फ़ोन में जाँच सकता है कि लिंक ने क्या इंस्टॉल किया, और आपके खाते सुरक्षित कर सकता है।',
  'A cyber-security expert can trace the app and keep the evidence.': 'साइबर-सुरक्षा विशेषज्ञ ऐप का पता लगा सकता है और सबूत सँभालकर रख सकता है।',
  'A cyber-security expert can preserve the evidence and get the posts reported and taken down.':
    'साइबर-सुरक्षा विशेषज्ञ सबूत सँभालकर रख सकता है और पोस्ट की रिपोर्ट करके उन्हें हटवा सकता है।',
  'An independent technician can check the device and write what really failed.': 'स्वतंत्र टेक्नीशियन डिवाइस जाँचकर लिख सकता है कि असल में क्या ख़राब हुआ।',
  'A cyber-security expert can find and remove a spy or tracking app and keep the evidence.':
    'साइबर-सुरक्षा विशेषज्ञ जासूसी या ट्रैकिंग ऐप ढूँढकर हटा सकता है और सबूत सँभालकर रख सकता है।',
  'A technician can check whether the lock can be lifted with the original owner’s proof.':
    'टेक्नीशियन जाँच सकता है कि असली मालिक के सबूत से लॉक हटाया जा सकता है या नहीं।',
  'An IT support expert can fix a slow, crashing or disconnecting device or network.':
    'IT सपोर्ट विशेषज्ञ धीमे चलने, बार-बार बंद होने या कनेक्शन टूटने वाले डिवाइस या नेटवर्क को ठीक कर सकता है।',
  'An IT support expert can look at your device or connection.': 'IT सपोर्ट विशेषज्ञ आपका डिवाइस या कनेक्शन देख सकता है।',
  'A cyber-security expert can recover the account, remove the intruder and secure your devices.':
    'साइबर-सुरक्षा विशेषज्ञ खाता वापस दिला सकता है, घुसपैठिये को हटा सकता है और आपके डिवाइस सुरक्षित कर सकता है।',
  'A web developer builds and maintains websites and online shops.': 'वेब डेवलपर वेबसाइट और ऑनलाइन दुकानें बनाता है और उनकी देखभाल करता है।',
  'A software developer builds apps and business software.': 'सॉफ़्टवेयर डेवलपर ऐप और कारोबार के सॉफ़्टवेयर बनाता है।',
  'A developer can find and fix the bug in your site or app.': 'डेवलपर आपकी साइट या ऐप की गड़बड़ी (बग) ढूँढकर ठीक कर सकता है।',
  'A digital-marketing expert brings customers through search and social media.': 'डिजिटल-मार्केटिंग विशेषज्ञ सर्च और सोशल मीडिया से ग्राहक लाता है।',
  'An IT professional can look at the problem with you.': 'IT विशेषज्ञ आपके साथ समस्या देख सकता है।',
  'An IT support expert can fix a device, a connection or an account that will not work.':
    'IT सपोर्ट विशेषज्ञ उस डिवाइस, कनेक्शन या खाते को ठीक कर सकता है जो काम नहीं कर रहा।',
  'A web developer builds and fixes websites.': 'वेब डेवलपर वेबसाइट बनाता है और उन्हें ठीक करता है।',
  'A software developer builds and fixes apps and business software.': 'सॉफ़्टवेयर डेवलपर ऐप और कारोबार के सॉफ़्टवेयर बनाता है और उन्हें ठीक करता है।',
  'A cyber-security expert can secure your accounts and devices and find out what happened.':
    'साइबर-सुरक्षा विशेषज्ञ आपके खाते और डिवाइस सुरक्षित कर सकता है और पता लगा सकता है कि क्या हुआ।',
};

export const ROUTING_REASONS_HINDI: Readonly<Record<string, string>> = { ...LAWYER_REASONS_HINDI, ...OTHER_REASONS_HINDI };

/** A suggestion's reason in the reader's language; a reason without Hindi (none, tested) stays English. */
export function routingReason(why: string, language: AppLanguage): string {
  return language === 'hi' ? (ROUTING_REASONS_HINDI[why] ?? why) : why;
}
