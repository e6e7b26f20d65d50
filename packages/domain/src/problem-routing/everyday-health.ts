/**
 * Everyday health words per department (decision 095): body parts, symptoms, medicines and care, in English,
 * Hinglish spellings and Devanagari. Reviewed data: general vocabulary, not sentences. See everyday-types.ts.
 */
import type { EverydayDepartment } from './everyday-types';

const medical = (department: string, why: string, words: Omit<EverydayDepartment, 'category' | 'department' | 'why'>): EverydayDepartment => ({
  category: 'medical',
  department,
  why,
  ...words,
});

export const EVERYDAY_HEALTH: readonly EverydayDepartment[] = [
  medical('General Physician', 'A general physician sees everyday illness first and refers you on if needed.', {
    strong:
      'fever feverish bukhar bukhaar jwar cough coughing khansi khaansi vomit vomiting vomits ulti ultee nausea nauseous diarrhoea diarrhea ' +
      'loosemotion motions dast acidity heartburn indigestion gas bloating constipation kabz kabj infection infected jaundice piliya typhoid ' +
      'dengue malaria ulcer ulcers weakness kamzori kamjori kamjor kamzor thakaan thakan fatigue dizzy dizziness chakkar ' +
      'sick bimar bimaar bimari bimaari ill illness unwell jalan jalna burns burning sujan swelling swollen bruise bruises bruised wound ghav ' +
      'बुखार खांसी खाँसी उल्टी उलटी दस्त एसिडिटी गैस कब्ज संक्रमण इन्फेक्शन पीलिया छाले कमजोरी कमज़ोरी थकान चक्कर बीमार बीमारी जलन सूजन घाव',
    cues: 'hospital hospitals clinic',
    words:
      'pain pains painful ache aching hurt hurts hurting sore dard dukhta dukhti dukh tablet tablets medicine medicines dawai dawa davai ' +
      'capsule syrup injection bp sugar diabetes diabetic thyroid cholesterol blood khoon khun stomach belly tummy abdomen pet ' +
      'appetite bhuk bhookh mouth muh munh body badan sharir doctor doctors checkup mri xray scan ultrasound ' +
      ' symptoms icu treatment ilaj ilaaj operation surgery bukhar injured injury chot ' +
      'दर्द दुखता दुखती दवा दवाई गोली इंजेक्शन बीपी शुगर थायराइड खून पेट मुंह मुँह भूख बदन शरीर डॉक्टर अस्पताल इलाज ऑपरेशन चोट रिपोर्ट',
  }),
  medical('Pediatrics', 'A paediatrician treats illness in babies and children.', {
    strong: 'newborn infant toddler teething diaper nappy breastfeeding vaccination vaccine tika शिशु टीका',
    words: 'baby babies feeding bachcha bacha bachha bachche bache bachhe bachon bachchon बच्चा बच्चे बच्चों बच्ची नवजात',
  }),
  medical('Dermatology', 'A dermatologist treats skin, hair and nail problems.', {
    strong:
      'rash rashes itch itching itchy khujli khujali pimple pimples acne daane dane eczema ringworm dandruff lice juin jue ' +
      'hairfall baldness pigmentation freckles tanning warts moles psoriasis fungal ' +
      'खुजली दाने मुंहासे मुँहासे रूसी जूं जुएं झाइयां',
    words: 'skin twacha chamdi face chehra chehre spots patches daag nails hair baal jhad jhadna त्वचा चेहरा चेहरे दाग बाल झड़',
  }),
  medical('Gynecology', "A gynaecologist looks after periods, pregnancy and women's health.", {
    strong:
      'menstrual menses pregnant pregnancy miscarriage pcos pcod menopause mahwari mahvari masik garbh garbhvati ' +
      'माहवारी मासिक पीरियड पीरियड्स गर्भ गर्भवती गर्भपात',
    words: 'period periods conceive trimester uterus vaginal discharge breast prasav प्रसव',
  }),
  medical('Cardiology', 'A cardiologist looks after the heart and blood pressure.', {
    strong: 'palpitations palpitation dhadkan heartbeat धड़कन',
    words: 'heart chest chhati seena seene dil दिल छाती सीना सीने',
  }),
  medical('Orthopedics', 'An orthopaedic doctor treats bones, joints, back and neck pain.', {
    strong: 'fracture fractured sprain sprained dislocated arthritis sciatica spondylitis gathiya फ्रैक्चर मोच गठिया',
    words:
      'knee knees ghutna ghutne ghutno kamar shoulder shoulders kandha kandhe neck gardan spine bone bones haddi haddiyan joint joints ' +
      'jod ankle ankles wrist elbow hip heel leg legs foot feet pair paon tang arm arms haath hath stiff ' +
      'हाथ घुटना घुटने घुटनों कमर कंधा कंधे गर्दन रीढ़ हड्डी हड्डियां जोड़ टखना एड़ी पैर पैरों टांग बांह',
  }),
  medical('ENT Specialist', 'An ENT specialist treats ear, nose and throat problems, including hearing.', {
    strong: 'sneeze sneezing sneezes chheenk chink tonsils tonsil sinus hoarse snoring deaf behra छींक टॉन्सिल साइनस बहरा',
    words: 'ear ears kaan hear hearing sunai sunna nose naak throat gala gale voice awaz awaaz कान सुनाई नाक गला गले आवाज',
  }),
  medical('Ophthalmology', 'An eye specialist checks your eyes and vision.', {
    strong: 'eyesight cataract motiyabind squint conjunctivitis spectacles chashma मोतियाबिंद चश्मा',
    words: 'eye eyes aankh ankh aankhe aankhen aankhon vision nazar dikhai dikhta dhundhla blurry blurred आंख आँख आंखें आंखों नजर नज़र दिखाई धुंधला',
  }),
  medical('Dental', 'A dentist treats tooth pain, gums and cavities.', {
    strong: 'toothache cavity cavities gums masude masoode brush brushing braces दांत दाँत मसूड़े मसूड़ों',
    words: 'tooth teeth daant dant daat jaw jabda दाढ़ जबड़ा',
  }),
  medical('Psychiatry', 'A mental-health doctor helps with stress, anxiety, low mood and sleep.', {
    strong:
      'anxiety anxious panic depression depressed stressed insomnia lonely hopeless suicidal overthinking addiction addicted nasha ' +
      'chidchida chidchidapan ghabrahat udaas udas tanav avsaad avsad mood moody irritable ' +
      'घबराहट उदास तनाव अवसाद डिप्रेशन चिड़चिड़ा चिड़चिड़ापन नशा बेचैनी',
    words: 'stress tension sleep sleeping neend sad crying rona gussa anger angry alcohol sharab daru नींद टेंशन गुस्सा शराब',
  }),
  medical('Neurology', 'A neurologist looks at headaches, numbness, fits and other nerve problems.', {
    strong:
      'headache headaches migraine numb numbness tingling tingly jhunjhunahat jhunjhuni seizure seizures fits mirgi paralysis lakwa ' +
      'tremor tremors dementia yaddasht सिरदर्द माइग्रेन सुन्न झुनझुनी झनझनाहट मिर्गी लकवा याददाश्त',
    words: 'head sar सिर',
  }),
  medical('Urology', 'A urologist treats urine, kidney-stone and prostate problems.', {
    strong: 'urine urinating urination peeing peshab pesab pishab prostate pathri पेशाब पथरी',
    words: 'kidney kidneys bladder गुर्दा किडनी',
  }),
  medical('Dietician', 'A dietician plans what to eat for weight, sugar or thyroid.', {
    strong: 'obese obesity overweight underweight motapa मोटापा',
    words: 'diet weight vajan vazan wajan वजन वज़न',
  }),
];
