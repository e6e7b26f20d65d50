/**
 * The problem router's word groups, in English, romanised Hindi and Devanagari. Words are folded like the input
 * (red-flags/normalise.ts: ee/i, oo/u, doubled letters once, Devanagari nukta and vowel length), so one spelling of
 * a Hinglish word is enough. A pattern writes `@money` for any word of the group. Reviewed data: add a word here,
 * then a case to test/fixtures/problem-routing-eval.ts. There is no negation group on purpose: "salary not paid"
 * and "refund nahi mila" are the problem, not its absence.
 */
export const ROUTING_GROUPS: Readonly<Record<string, string>> = {
  // Health
  pain: 'pain pains painful ache aches aching hurt hurts hurting sore dard dardh pida dukhta दर्द पीड़ा दुखता',
  fever: 'fever feverish temperature bukhar bukar jwar taap बुखार ज्वर',
  cold: 'cough coughing cold flu runny sneezing sneeze khansi khasi zukam jukam nazla sardi खांसी जुकाम सर्दी नजला',
  stomach:
    'stomach abdomen abdominal tummy gas acidity indigestion constipation diarrhoea diarrhea motions vomiting vomit nausea pet ulti kabz dast पेट उल्टी गैस एसिडिटी कब्ज दस्त',
  symptom:
    'swelling swollen sujan sooj bleeding itching burning lump gaanth allergy allergic cramps cramp ulcer ulcers jaundice pilia anaemia anemia piles bawasir breathless breathlessness wheezing asthma dama stools stool jalan सूजन गांठ जलन एलर्जी पीलिया बवासीर दमा',
  bodypart: 'leg legs foot feet ankle ankles heel wrist hand hands hip arm arms finger fingers toe toes pair pairon haath hath पैर पैरों हाथ टांग',
  unwell: 'weakness weak tired tiredness fatigue dizzy dizziness unwell sick kamzori thakan chakkar badan कमजोरी थकान चक्कर बदन',
  chronic: 'diabetes diabetic sugar bp hypertension thyroid cholesterol शुगर मधुमेह थायराइड',
  skin: 'skin rash rashes itching itchy itch pimples acne eczema fungal ringworm psoriasis dandruff pigmentation spots patches warts wart moles khujli daane twacha muhase daag chhai त्वचा खुजली दाने मुंहासे दाद दाग झाइयां',
  hair: 'hair hairfall baal बाल',
  women:
    'period periods menstrual menstruation pcos pcod pregnancy pregnant discharge menopause masik mahwari mahvari garbh माहवारी मासिक पीरियड पीरियड्स गर्भ गर्भवती',
  kid: 'child children baby babies kid kids toddler infant newborn bachcha bacha bachche bachi शिशु बच्चा बच्चे बच्ची',
  joint:
    'knee knees joint joints neck shoulder shoulders spine bone bones fracture sprain arthritis ghutna ghutne ghutno kamar jod haddi घुटना घुटने घुटनों कमर जोड़ हड्डी गठिया',
  ent: 'ear ears nose throat sinus hearing tonsils snoring snore snores hoarse hoarseness kharash kaan naak gala sunai खराश कान नाक गला गले सुनाई',
  eye: 'eye eyes vision sight spectacles glasses chashma aankh aankhen aankhon nazar dhundhla धुंधला चश्मा आंख आंखें आंखों नजर',
  tooth: 'tooth teeth toothache gums gum cavity dental daant masude दांत दाँत मसूड़े',
  mind: 'addiction alcohol alcoholic nasha overthinking anxiety anxious depression depressed stress stressed panic insomnia hopeless lonely tension ghabrahat udas tanav avsad chinta घबराहट उदास तनाव अवसाद चिंता डिप्रेशन',
  sleep: 'sleep sleeping neend नींद',
  urine: 'urine urinating urination peshab पेशाब',
  heart: 'heart palpitations dil दिल',
  head: 'headache headaches migraine numbness numb seizure seizures fits sirdard memory forgetting forgetful forgets confused confusion dementia सिरदर्द माइग्रेन',
  weight: 'weight obesity obese nutrition vajan motapa वजन मोटापा',
  care: 'surgery operation hospital hospitalisation hospitalization treatment icu ilaj ilaaj opretion इलाज ऑपरेशन अस्पताल सर्जरी',
  injured: 'injured injury injuries chot ghayal fracture fractured fell slipped गिर चोट घायल',
  // Law
  landlord: 'landlord landlady owner malik मालिक',
  tenant: 'tenant tenants kirayedar kirayadar किरायेदार',
  deposit: 'deposit advance rent kiraya डिपॉजिट किराया',
  land: 'property land plot flat house home ghar makaan makan zamin jamin jameen jaidad sampatti प्लॉट जमीन मकान घर जायदाद संपत्ति फ्लैट',
  divorce: 'divorce separation separated custody alimony maintenance talaq talak तलाक',
  dowry: 'dowry dahej दहेज',
  beat: 'beats beat beating hits hitting slaps abuses abusive violence violent maarta marta maarpeet marpit pitai मारता मारपीट पिटाई',
  spouse: 'husband wife pati patni sasural in-laws inlaws पति पत्नी ससुराल',
  police: 'police fir arrest arrested bail chargesheet jail thana thane jamanat पुलिस एफआईआर गिरफ्तार जमानत थाना जेल',
  court: 'court case lawsuit suit hearing adalat kort अदालत कोर्ट केस मुकदमा',
  refund: 'refund refunds replacement warranty guarantee रिफंड',
  defective: 'defective damaged faulty broken kharab fake wrong खराब नकली',
  salary: 'salary salaries wages vetan tankhwah तनख्वाह वेतन सैलरी',
  job: 'job employer employers company boss office contractor thekedar naukri naukari ठेकेदार नौकरी कंपनी',
  fired: 'fired terminated dismissed sacked',
  threat:
    'threat threats threatening threatened threatens blackmail blackmailing blackmails dhamki dhamka dhamkana dhamkaya dhamkate धमकी धमका धमकाना धमकाया धमकाते',
  private: 'private intimate nude morphed photos photo pictures videos video tasveer photu फोटो तस्वीर वीडियो',
  // Money
  tax: 'tax taxes taxation itr tds 26as ais form16 belated hra 80c 80d deduction deductions exemption aaykar incometax टैक्स आयकर',
  gst: 'gst जीएसटी',
  invest: 'invest investing investment investments sip stocks shares fd nivesh niwesh निवेश',
  register: 'register registration registered incorporate incorporation setup panjikaran रजिस्टर पंजीकरण रजिस्ट्रेशन',
  firm: 'company firm llp partnership startup pvt proprietorship business kampani फर्म कंपनी व्यापार बिजनेस',
  loan: 'loan loans emi emis mortgage karz karza rin लोन कर्ज ऋण',
  // Technology
  device:
    'laptop computer pc desktop printer router wifi internet broadband excel spreadsheet windows macro macros outlook cctv tv pendrive harddisk लैपटॉप कंप्यूटर इंटरनेट प्रिंटर वाईफाई',
  handset: 'phone phones mobile smartphone tablet फोन मोबाइल',
  slow: 'slow hang hangs hanging freezing freezes frozen crash crashes crashing lag lagging heating overheating garam storage battery dhima dheema धीमा हैंग गरम',
  hacked: 'hack hacked hacking hacker hackers compromised हैक',
  account: 'account accounts whatsapp instagram facebook email gmail id profile page अकाउंट व्हाट्सएप इंस्टाग्राम फेसबुक ईमेल',
  site: 'website websites site webpage ecommerce वेबसाइट',
  app: 'app apps application software ऐप एप सॉफ्टवेयर',
  build: 'build make develop create design banwana banwani banana banani banvana बनवाना बनवानी बनाना बनानी',
  // Fraud and money taken
  fraud: 'fraud fraudster fraudsters scam scammed scammer scammers cheated cheating phishing thagi dhokha धोखा ठगी फ्रॉड धोखाधड़ी',
  otp: 'otp pin cvv ओटीपी',
  money: 'money rupees rs amount funds paise paisa rupaye rupay पैसे पैसा रुपये रकम',
  taken: 'debited deducted gone stolen lost withdrawn transferred taken took emptied drained vanished missing gayab गायब kat chale nikal udd उड़ कट चले निकल',
  bank: 'bank upi paytm phonepe gpay card account khata khate बैंक खाते खाता यूपीआई',
  // Insurance
  insurance: 'insurance insurer insurers mediclaim bima बीमा इंश्योरेंस',
  claim: 'claim claims cashless क्लेम दावा',
  refused: 'rejected reject rejects refused refuses refuse refusing denied denies deny rejection repudiated khaarij kharij mana ख़ारिज खारिज मना रिजेक्ट',
};
