// Issue 20 part 2: why a lawyer, in Hindi (reasons-hindi.ts). Keyed by the catalogue's English sentence.
export const LAWYER_REASONS_HINDI: Readonly<Record<string, string>> = {
  'A refused or delayed insurance claim can be challenged with the insurer, the ombudsman or the consumer forum.':
    'ठुकराए गए या लटकाए गए बीमा क्लेम को बीमा कंपनी, बीमा लोकपाल या उपभोक्ता फ़ोरम में चुनौती दी जा सकती है।',
  'A consumer lawyer can press the insurer to pay for the treatment.': 'उपभोक्ता मामलों का वकील बीमा कंपनी पर इलाज का ख़र्च देने के लिए दबाव बना सकता है।',
  'If the notice leads to a demand, penalty or appeal, a lawyer can represent you.':
    'अगर नोटिस के बाद कोई माँग, जुर्माना या अपील आती है, तो वकील आपकी ओर से पेश हो सकता है।',
  'A cyber-law lawyer takes the complaint to the police and the bank to try to get the money back.':
    'साइबर-क़ानून का वकील पैसा वापस पाने की कोशिश के लिए शिकायत पुलिस और बैंक तक ले जाता है।',
  'Recovery by threats and calls to your contacts is illegal; a lawyer can complain to the police and the RBI.':
    'धमकियों और आपके संपर्कों को कॉल करके वसूली करना ग़ैर-क़ानूनी है; वकील पुलिस और RBI से शिकायत कर सकता है।',
  'A corporate lawyer acts on a partner who took the business money or broke the agreement.':
    'कंपनी मामलों का वकील उस पार्टनर के ख़िलाफ़ कार्रवाई करता है जिसने कारोबार का पैसा लिया या समझौता तोड़ा।',
  'Cheating you out of money is a criminal offence; a lawyer can file the complaint and follow it up.':
    'धोखे से आपका पैसा ऐंठना आपराधिक अपराध है; वकील शिकायत दर्ज करके उसकी पैरवी कर सकता है।',
  'Cheating and fraud are criminal offences; a lawyer can file the complaint.': 'धोखाधड़ी और ठगी आपराधिक अपराध हैं; वकील शिकायत दर्ज कर सकता है।',
  'Threatening to share private photos is a crime under the IT Act; a lawyer can act fast, with the police.':
    'निजी फ़ोटो फैलाने की धमकी IT एक्ट के तहत अपराध है; वकील पुलिस के साथ मिलकर तुरंत कार्रवाई कर सकता है।',
  'Impersonation and online defamation are offences; a lawyer can file the complaint and send notices.':
    'किसी और का रूप धरना और ऑनलाइन मानहानि अपराध हैं; वकील शिकायत दर्ज कर सकता है और नोटिस भेज सकता है।',
  'Demanding money with threats is extortion; a lawyer can take it to the police.': 'धमकी देकर पैसे माँगना जबरन वसूली है; वकील यह मामला पुलिस तक ले जा सकता है।',
  'A data leak has legal duties under the IT Act and the data-protection law; a lawyer can guide you through them.':
    'डेटा लीक होने पर IT एक्ट और डेटा-सुरक्षा क़ानून के तहत क़ानूनी ज़िम्मेदारियाँ बनती हैं; वकील आपको उनके बारे में बता सकता है।',
  'A loan taken in your name is identity fraud; a lawyer can file the complaint and answer the lender.':
    'आपके नाम पर लिया गया लोन पहचान की धोखाधड़ी है; वकील शिकायत दर्ज कर सकता है और लोन देने वाले को जवाब दे सकता है।',
  'Using your identity documents is fraud; a lawyer can file the complaint and stop what was opened in your name.':
    'आपके पहचान के दस्तावेज़ों का इस्तेमाल धोखाधड़ी है; वकील शिकायत दर्ज कर सकता है और आपके नाम पर खोली गई चीज़ें बंद करवा सकता है।',
  'An employer who keeps back your PF breaks the law; a lawyer can complain to the EPFO and recover it.':
    'PF रोकने वाला नियोक्ता क़ानून तोड़ता है; वकील EPFO में शिकायत करके उसे वापस दिला सकता है।',
  'A lawyer can answer the notice and protect you from unfair recovery.': 'वकील नोटिस का जवाब दे सकता है और आपको ग़लत तरीक़े से होने वाली वसूली से बचा सकता है।',
  'A lawyer searches, files and defends trademarks and patents.': 'वकील ट्रेडमार्क और पेटेंट की जाँच करता है, उन्हें फ़ाइल करता है और उनका बचाव करता है।',
  'A lawyer can send a notice and act when someone uses your work or photos without permission.':
    'जब कोई आपका काम या फ़ोटो बिना इजाज़त इस्तेमाल करे, तो वकील नोटिस भेजकर कार्रवाई कर सकता है।',
  'An employer owes treatment and compensation for an injury at work; a lawyer can claim them.':
    'काम पर लगी चोट के लिए नियोक्ता पर इलाज और मुआवज़े की ज़िम्मेदारी है; वकील उनका दावा कर सकता है।',
  'An app that keeps your money is usually a fraud; a lawyer can complain to the police and the regulator.':
    'जो ऐप आपका पैसा रख ले, वह ज़्यादातर धोखाधड़ी होता है; वकील पुलिस और नियामक से शिकायत कर सकता है।',
  'A lawyer files the police report and the accident compensation claim.': 'वकील पुलिस रिपोर्ट और दुर्घटना-मुआवज़े का दावा दर्ज करता है।',
  'Medical negligence is a consumer-law complaint; a lawyer can file it.': 'इलाज में लापरवाही उपभोक्ता क़ानून के तहत शिकायत का मामला है; वकील इसे दर्ज कर सकता है।',
  'An employment lawyer can hold your employer to what they owe you.': 'रोज़गार मामलों का वकील आपके नियोक्ता से वह दिलवा सकता है जो उस पर आपका बकाया है।',
  'A frozen account usually follows a police or cyber complaint; a lawyer can get it released.':
    'खाता ज़्यादातर पुलिस या साइबर शिकायत के बाद फ़्रीज़ होता है; वकील उसे खुलवा सकता है।',
  'A bounced cheque is a case under section 138; a lawyer sends the notice within 30 days and files the complaint.':
    'चेक बाउंस होना धारा 138 का मामला है; वकील 30 दिन के अंदर नोटिस भेजता है और शिकायत दर्ज करता है।',
  'A loan or card opened with your documents is identity fraud; a lawyer files the complaint and answers the lender.':
    'आपके दस्तावेज़ों से खोला गया लोन या कार्ड पहचान की धोखाधड़ी है; वकील शिकायत दर्ज करता है और लोन देने वाले को जवाब देता है।',
  'Negligence by a doctor or hospital is a consumer complaint (and sometimes a police one); a lawyer can file it.':
    'डॉक्टर या अस्पताल की लापरवाही उपभोक्ता शिकायत का मामला है (और कभी-कभी पुलिस का भी); वकील इसे दर्ज कर सकता है।',
  'A lawyer handles succession, the transfer of land and houses to the heirs, and each one’s share.':
    'वकील उत्तराधिकार, ज़मीन और मकान का वारिसों के नाम होना, और हर एक का हिस्सा, ये सब सँभालता है।',
  'An employer who keeps back your PF or gratuity breaks the law; a lawyer can take it to the EPFO or the labour authority.':
    'PF या ग्रेच्युटी रोकने वाला नियोक्ता क़ानून तोड़ता है; वकील यह मामला EPFO या श्रम विभाग तक ले जा सकता है।',
  'A consumer lawyer takes a faulty product or a seller who will not listen to the consumer commission.':
    'उपभोक्ता मामलों का वकील ख़राब सामान या बात न सुनने वाले विक्रेता का मामला उपभोक्ता आयोग तक ले जाता है।',
  'Edited photos, obscene messages and harassment online are offences under the IT Act; a lawyer can take them to the police.':
    'एडिट की हुई फ़ोटो, अश्लील संदेश और ऑनलाइन उत्पीड़न IT एक्ट के तहत अपराध हैं; वकील इन्हें पुलिस तक ले जा सकता है।',
  'A contracts lawyer checks the agreement before you sign: payment, liability, rights to the work.':
    'अनुबंध मामलों का वकील आपके हस्ताक्षर से पहले समझौता जाँचता है: भुगतान, ज़िम्मेदारी, काम पर अधिकार।',
  'A claim refused or cut can go to the insurer’s grievance cell, the ombudsman or the consumer commission; a lawyer can take it.':
    'ठुकराया गया या काटा गया क्लेम बीमा कंपनी की शिकायत सेल, बीमा लोकपाल या उपभोक्ता आयोग में ले जाया जा सकता है; वकील यह कर सकता है।',
  'A lawyer files the accident compensation claim against the insurer.': 'वकील बीमा कंपनी के ख़िलाफ़ दुर्घटना-मुआवज़े का दावा दर्ज करता है।',
  'Recovery agents may not abuse, threaten or shame you; a lawyer can complain to the lender, the RBI ombudsman and the police.':
    'रिकवरी एजेंट आपको गाली नहीं दे सकते, धमका नहीं सकते, न शर्मिंदा कर सकते हैं; वकील लोन देने वाले, RBI लोकपाल और पुलिस से शिकायत कर सकता है।',
  'A lawyer handles wills, succession and nominees: who gets what and how it is transferred.':
    'वकील वसीयत, उत्तराधिकार और नॉमिनी के मामले सँभालता है: किसे क्या मिलेगा और वह कैसे नाम होगा।',
  'A lawyer handles the partition of a family property, and what each member may claim and when.':
    'वकील पारिवारिक संपत्ति का बँटवारा सँभालता है, और यह भी कि हर सदस्य क्या और कब माँग सकता है।',
  'An employment lawyer can recover wages kept back and challenge a withdrawn offer or an unfair bond.':
    'रोज़गार मामलों का वकील रोकी गई तनख़्वाह वापस दिला सकता है और वापस लिए गए ऑफ़र या अनुचित बॉन्ड को चुनौती दे सकता है।',
  'A consumer lawyer can dispute a wrong bill with the supplier, its grievance cell or the consumer commission.':
    'उपभोक्ता मामलों का वकील ग़लत बिल पर सप्लायर, उसकी शिकायत सेल या उपभोक्ता आयोग में विवाद उठा सकता है।',
  'A warranty refused on an excuse can be taken to the consumer commission; a consumer lawyer can press it.':
    'किसी बहाने से ठुकराई गई वारंटी का मामला उपभोक्ता आयोग तक ले जाया जा सकता है; उपभोक्ता मामलों का वकील इसकी पैरवी कर सकता है।',
  'Putting a spy app on someone’s phone is an offence under the IT Act; a lawyer can act on it.':
    'किसी के फ़ोन में जासूसी ऐप डालना IT एक्ट के तहत अपराध है; वकील इस पर कार्रवाई कर सकता है।',
  'A seller who sold a locked or faulty device must take it back; a consumer lawyer can press the claim.':
    'लॉक या ख़राब डिवाइस बेचने वाले विक्रेता को उसे वापस लेना होगा; उपभोक्ता मामलों का वकील यह दावा आगे बढ़ा सकता है।',
  'A clinic that takes the fee and stops the treatment owes a refund; a consumer lawyer can claim it.':
    'जो क्लिनिक फ़ीस लेकर इलाज बीच में रोक दे, उसे पैसा लौटाना होगा; उपभोक्ता मामलों का वकील इसका दावा कर सकता है।',
  'A loan taken in your name without telling you is an unfair trade practice; a consumer lawyer can challenge it.':
    'आपको बताए बिना आपके नाम पर लिया गया लोन अनुचित व्यापार व्यवहार है; उपभोक्ता मामलों का वकील इसे चुनौती दे सकता है।',
  'Money sent to the wrong person can be recovered through the bank’s grievance cell, the RBI ombudsman and, if kept, a police complaint.':
    'ग़लत व्यक्ति को भेजा गया पैसा बैंक की शिकायत सेल, RBI लोकपाल और, अगर वह पैसा रख ले, तो पुलिस शिकायत से वापस पाया जा सकता है।',
  'A hospital or lab that denies its mistake can be taken to the consumer commission; a lawyer can file the case.':
    'अपनी ग़लती न मानने वाले अस्पताल या लैब का मामला उपभोक्ता आयोग तक ले जाया जा सकता है; वकील केस दर्ज कर सकता है।',
  'A property lawyer handles rent agreements, deposits and evictions between landlords and tenants.':
    'संपत्ति मामलों का वकील मकान-मालिक और किरायेदार के बीच किरायानामे, जमा राशि और घर ख़ाली कराने के मामले सँभालता है।',
  'A property lawyer deals with land and flat disputes, builders, possession and registration.':
    'संपत्ति मामलों का वकील ज़मीन और फ़्लैट के विवाद, बिल्डर, कब्ज़ा और रजिस्ट्री के मामले देखता है।',
  'A family lawyer handles divorce, maintenance, custody, dowry and domestic-violence cases.':
    'पारिवारिक मामलों का वकील तलाक़, गुज़ारा-भत्ता, बच्चों की कस्टडी, दहेज और घरेलू हिंसा के मामले सँभालता है।',
  'A family lawyer drafts wills and settles inheritance and succession.': 'पारिवारिक मामलों का वकील वसीयत लिखता है और विरासत व उत्तराधिकार के मामले निपटाता है।',
  'A criminal lawyer handles FIRs, police complaints, arrests and bail.': 'फ़ौजदारी मामलों का वकील FIR, पुलिस शिकायत, गिरफ़्तारी और ज़मानत के मामले सँभालता है।',
  'A bounced cheque is a case under section 138; a lawyer sends the notice and files it.':
    'चेक बाउंस होना धारा 138 का मामला है; वकील नोटिस भेजता है और केस दर्ज करता है।',
  'A consumer lawyer takes a faulty product, a refused refund or poor service to the consumer forum.':
    'उपभोक्ता मामलों का वकील ख़राब सामान, ठुकराए गए रिफ़ंड या ख़राब सेवा का मामला उपभोक्ता फ़ोरम तक ले जाता है।',
  'An employment and contracts lawyer recovers unpaid salary and dues and challenges wrongful termination.':
    'रोज़गार और अनुबंध मामलों का वकील बकाया तनख़्वाह और देनदारी वसूलता है और ग़लत तरीक़े से नौकरी से निकाले जाने को चुनौती देता है।',
  'A contracts lawyer drafts and checks agreements so your terms are enforceable.': 'अनुबंध मामलों का वकील समझौते लिखता और जाँचता है, ताकि आपकी शर्तें लागू कराई जा सकें।',
  'A lawyer can tell you where you stand in the case and represent you.': 'वकील बता सकता है कि केस में आप कहाँ खड़े हैं, और आपकी ओर से पेश हो सकता है।',
  'A lawyer can read your papers and tell you your rights and the next step.': 'वकील आपके काग़ज़ पढ़कर आपके अधिकार और अगला क़दम बता सकता है।',
  'A property lawyer handles landlords and tenants, land, flats, builders and who owns what.':
    'संपत्ति मामलों का वकील मकान-मालिक और किरायेदार, ज़मीन, फ़्लैट, बिल्डर और मालिकाना हक़ के मामले सँभालता है।',
  'A family lawyer handles marriage, divorce, maintenance, custody, dowry and wills.':
    'पारिवारिक मामलों का वकील शादी, तलाक़, गुज़ारा-भत्ता, बच्चों की कस्टडी, दहेज और वसीयत के मामले सँभालता है।',
  'A criminal lawyer handles police complaints, FIRs, arrests, threats and cheating.':
    'फ़ौजदारी मामलों का वकील पुलिस शिकायत, FIR, गिरफ़्तारी, धमकी और धोखाधड़ी के मामले सँभालता है।',
  'A consumer lawyer takes a refused refund, a faulty product or poor service to the consumer forum.':
    'उपभोक्ता मामलों का वकील ठुकराए गए रिफ़ंड, ख़राब सामान या ख़राब सेवा का मामला उपभोक्ता फ़ोरम तक ले जाता है।',
  'An employment and contracts lawyer recovers what an employer or partner owes and checks agreements.':
    'रोज़गार और अनुबंध मामलों का वकील नियोक्ता या पार्टनर पर आपका बकाया वसूलता है और समझौते जाँचता है।',
  'A cyber-law lawyer takes online fraud, fake profiles and leaks to the police and the platform.':
    'साइबर-क़ानून का वकील ऑनलाइन धोखाधड़ी, फ़र्ज़ी प्रोफ़ाइल और लीक के मामले पुलिस और प्लेटफ़ॉर्म तक ले जाता है।',
};
