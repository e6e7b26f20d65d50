import { doctor, entries, specialist, type EntrySpec } from './types';

const GP = doctor('General Physician', 'general physician');
const HEART = doctor('Cardiology', 'cardiologist');
const SKIN = doctor('Dermatology', 'dermatologist');
const CHILD = doctor('Pediatrics', 'pediatrician');
const WOMEN = doctor('Gynecology', 'gynecologist');
const BONES = doctor('Orthopedics', 'orthopedic doctor');
const ENT = doctor('ENT Specialist', 'ENT specialist');
const MIND = doctor('Psychiatry', 'mental health expert');
const EYES = specialist('medical', ['Ophthalm', 'Eye'], 'eye specialist');
const TEETH = specialist('medical', ['Dent'], 'dentist');
const PHYSIO = specialist('medical', ['Physiotherap'], 'physiotherapist');
const DIET = specialist('medical', ['Diet', 'Nutrition'], 'dietician');
const NERVES = specialist('medical', ['Neurolog'], 'neurologist');
const KIDNEY = specialist('medical', ['Urolog', 'Nephrolog'], 'urologist');

// Spec 000 §1 "Care AI": what Indian patients ask most. General information and self-care that needs no
// prescription, when to see which doctor, never a medicine name, a dose or a diagnosis (TPG 2020 §5.4).
const HEALTH: EntrySpec[] = [
  {
    id: 'fever-adult',
    title: 'Fever in adults',
    keywords: 'fever high temperature feverish body heat chills bukhar viral fever thermometer',
    answer:
      'Most fevers in adults come from viral infections and settle in two to three days with rest and fluids. A fever is a sign the body is fighting something, so watching how it behaves matters more than the number alone.',
    steps: [
      'Rest, drink plenty of water, ORS, coconut water or soups, and wear light clothes.',
      'Check your temperature morning and evening and note it down.',
      'See a doctor if the fever lasts more than 3 days, goes above 103°F (39.4°C), or comes with a rash, confusion, a stiff neck or bleeding.',
    ],
    expert: GP,
  },
  {
    id: 'fever-child',
    title: 'Fever in a child',
    keywords: 'child fever baby fever kid temperature infant toddler son daughter year old hot forehead feels hot',
    answer:
      'Fever is common in children and usually viral. How active and alert the child is tells more than the temperature. Babies under 3 months with any fever need a doctor the same day.',
    steps: [
      'Keep the child in light clothes, offer fluids or breastfeeds often, and sponge with lukewarm (not cold) water.',
      'Watch for drowsiness, fast breathing, fewer wet nappies, a rash that does not fade when pressed, or fits.',
      'See a pediatrician if the child is under 3 months, the fever lasts over 2 days, or any warning sign appears.',
    ],
    expert: CHILD,
  },
  {
    id: 'dengue',
    title: 'Dengue season warning signs',
    keywords: 'dengue platelets mosquito monsoon fever body ache behind eyes pain platelet count chikungunya malaria',
    answer:
      'In the monsoon, a high fever with severe body ache, pain behind the eyes or a rash can be a mosquito-borne infection such as dengue, malaria or chikungunya. Only a doctor and a blood test can tell which.',
    steps: [
      'Drink plenty of fluids and rest; avoid self-medicating with painkillers, which can be risky in dengue.',
      'Ask a doctor about a blood test if the fever is high or lasts more than 2 days.',
      'Go to the emergency department for bleeding gums, black stools, severe belly pain, repeated vomiting or extreme weakness.',
    ],
    expert: GP,
  },
  {
    id: 'cold-cough',
    title: 'Common cold and cough',
    keywords: 'cold cough sore throat runny nose sneezing blocked nose khansi zukam flu congestion',
    answer:
      'A common cold usually gets better on its own within 7 to 10 days. Antibiotics do not help viral colds and should only be taken when a doctor prescribes them.',
    steps: [
      'Rest, drink warm fluids, gargle with warm salt water and try steam inhalation.',
      'Use honey in warm water for cough (not for babies under 1 year).',
      'See a doctor if the cough lasts more than 2 weeks, you cough blood, or you feel breathless.',
    ],
    expert: GP,
  },
  {
    id: 'persistent-cough',
    title: 'A cough that will not go away',
    keywords: 'persistent cough long cough two weeks three weeks chronic cough night cough TB tuberculosis phlegm sputum',
    answer:
      'A cough lasting more than two weeks needs a doctor’s check. In India, tuberculosis is one of the causes to rule out, along with allergies, asthma, acid reflux and smoking. TB tests and treatment are free at government centres.',
    steps: [
      'Note whether you have fever in the evenings, weight loss, night sweats or blood in the sputum.',
      'Avoid smoke and dust and cover your mouth when you cough.',
      'Book a doctor’s consultation; a sputum test or chest X-ray may be advised.',
    ],
    expert: GP,
  },
  {
    id: 'headache',
    title: 'Headaches',
    keywords: 'headache head pain migraine head ache sir dard tension headache throbbing forehead pain',
    answer:
      'Most headaches come from tension, poor sleep, skipped meals, dehydration or long screen time. Recurring one-sided throbbing headaches with nausea or light sensitivity need a doctor to find the cause.',
    steps: [
      'Drink water, eat on time, rest in a dark quiet room and take screen breaks.',
      'Keep a headache diary: time, triggers, what helped.',
      'Seek emergency care for the worst headache of your life, a headache after a head injury, or one with weakness, confusion or a stiff neck.',
    ],
    expert: GP,
  },
  {
    id: 'high-bp',
    title: 'High blood pressure',
    keywords: 'blood pressure high bp hypertension bp reading 140 90 lower blood pressure salt bp machine',
    answer:
      'High blood pressure often has no symptoms but raises the risk of heart attack, stroke and kidney disease. A reading of 140/90 or more on several days needs a doctor’s review.',
    steps: [
      'Cut down salt, pickles, papad and packaged snacks; eat more vegetables and fruit.',
      'Walk 30 minutes most days, keep a healthy weight, limit alcohol and stop smoking.',
      'Measure at home at the same time daily, seated and rested, and share the readings with a doctor.',
    ],
    expert: HEART,
  },
  {
    id: 'diabetes',
    title: 'Blood sugar and diabetes',
    keywords: 'diabetes sugar blood sugar high sugar glucose hba1c fasting sugar sugar level madhumeh thirst frequent urination',
    answer:
      'Diabetes is very common in India and often silent at first. Frequent thirst, passing urine often, tiredness and slow-healing wounds are warning signs. A fasting blood sugar or HbA1c test confirms it; only a doctor can diagnose and treat it.',
    steps: [
      'Reduce sugar, sweets, white rice and refined flour; prefer whole grains, dal, vegetables.',
      'Walk after meals and keep a healthy weight.',
      'If you already have diabetes, check your feet daily and keep regular doctor reviews.',
    ],
    expert: GP,
  },
  {
    id: 'cholesterol',
    title: 'Cholesterol',
    keywords: 'cholesterol ldl hdl triglycerides lipid profile fatty blood high cholesterol',
    answer:
      'High cholesterol has no symptoms and is found with a lipid profile blood test. Diet and activity help a lot; whether medicines are needed is decided by a doctor based on your overall heart risk.',
    steps: [
      'Use less ghee, butter, fried and bakery food; add oats, nuts, fruit and vegetables.',
      'Exercise 150 minutes a week and stop smoking.',
      'Discuss your lipid report with a doctor, especially with diabetes, high BP or family heart disease.',
    ],
    expert: HEART,
  },
  {
    id: 'chest-discomfort',
    title: 'Chest pain and heart attack signs',
    keywords: 'chest pain chest tightness heart attack pressure in chest left arm pain jaw pain sweating heart pain',
    answer:
      'Chest pain, pressure or tightness, especially with sweating, breathlessness or pain spreading to the arm, jaw or back, can be a heart attack. Time matters: every minute counts.',
    steps: [
      'Call 112 or go to the nearest emergency department now; do not drive yourself.',
      'Sit down and rest while you wait, and keep someone with you.',
      'After emergency care, follow up with a cardiologist.',
    ],
    expert: HEART,
  },
  {
    id: 'palpitations',
    title: 'Palpitations and a racing heart',
    keywords: 'palpitations heart racing fast heartbeat irregular heartbeat fluttering pounding heart dhadkan',
    answer:
      'Palpitations are often caused by stress, caffeine, poor sleep or dehydration, but they can also come from a heart rhythm problem that needs an ECG.',
    steps: [
      'Cut down tea, coffee and energy drinks, sleep well and stay hydrated.',
      'Note when they happen and how long they last; check your pulse.',
      'Get emergency help if palpitations come with chest pain, fainting or breathlessness; otherwise see a cardiologist.',
    ],
    expert: HEART,
  },
  {
    id: 'acidity',
    title: 'Acidity and heartburn',
    keywords: 'acidity heartburn gas acid reflux burning chest after food indigestion bloating sour burps',
    answer: 'Acidity and heartburn are common after spicy, oily or late meals. Lifestyle changes usually help; frequent symptoms need a doctor’s check.',
    steps: [
      'Eat smaller meals, avoid lying down for 2 to 3 hours after eating, and raise the head of the bed.',
      'Cut down tea, coffee, fried food, alcohol and smoking.',
      'See a doctor for trouble swallowing, vomiting, black stools, weight loss or symptoms most days.',
    ],
    expert: GP,
  },
  {
    id: 'loose-motions',
    title: 'Loose motions and dehydration',
    keywords: 'diarrhoea diarrhea loose motions stomach upset watery stool dehydration ORS food poisoning dast',
    answer: 'Most loose motions come from infections or food and settle in a few days. The main danger is dehydration, which ORS prevents.',
    steps: [
      'Sip ORS often (WHO ORS packets from a pharmacy, mixed exactly as printed), plus rice water, buttermilk or dal water.',
      'Eat light food such as khichdi, curd rice, bananas; wash hands well.',
      'See a doctor for blood in stools, high fever, very little urine, or if it lasts more than 2 days, and quickly for children and the elderly.',
    ],
    expert: GP,
  },
  {
    id: 'vomiting',
    title: 'Vomiting and nausea',
    keywords: 'vomiting nausea throwing up feeling sick ulti queasy motion sickness',
    answer: 'Vomiting often comes with stomach infections or food poisoning and settles within a day. Keeping fluids down in small sips prevents dehydration.',
    steps: [
      'Rest the stomach for an hour, then take small sips of ORS or water every few minutes.',
      'Start bland food such as rice, toast or bananas once vomiting stops.',
      'Get urgent care for blood in vomit, severe belly pain, no urine for 8 hours, or vomiting over 24 hours.',
    ],
    expert: GP,
  },
  {
    id: 'constipation',
    title: 'Constipation',
    keywords: 'constipation hard stool not passing motion bowel irregular kabz piles straining',
    answer: 'Constipation usually improves with more fibre, water and activity. Long-standing changes in bowel habit should be checked by a doctor.',
    steps: [
      'Eat more fibre: fruit, vegetables, whole grains, dal; drink 2 to 3 litres of water a day.',
      'Walk daily and do not ignore the urge to go.',
      'See a doctor for blood in stool, weight loss, severe pain, or constipation lasting over 3 weeks.',
    ],
    expert: GP,
  },
  {
    id: 'stomach-pain',
    title: 'Stomach pain',
    keywords: 'stomach pain abdominal pain tummy ache belly pain pet dard cramps lower abdomen pain',
    answer:
      'Mild stomach pain is often from gas, indigestion or a stomach bug. Pain that is severe, constant or in one spot can be serious and needs examination.',
    steps: [
      'Rest, take light food and fluids, and avoid spicy or oily meals.',
      'Notice where it hurts, how long it lasts and what makes it worse.',
      'Go to the emergency department for severe pain, a hard belly, vomiting blood, black stools or pain with fever.',
    ],
    expert: GP,
  },
  {
    id: 'back-pain',
    title: 'Back pain',
    keywords: 'back pain lower back pain kamar dard spine pain slipped disc sciatica posture backache',
    answer: 'Most back pain comes from strained muscles and poor posture and improves in a few weeks. Staying gently active helps more than bed rest.',
    steps: [
      'Keep moving with short walks; use a warm compress and avoid heavy lifting.',
      'Set up your desk so the screen is at eye level and take breaks every 30 minutes.',
      'See a doctor urgently for numbness in the legs, loss of bladder control, fever, or pain after a fall.',
    ],
    expert: BONES,
  },
  {
    id: 'joint-pain',
    title: 'Joint and knee pain',
    keywords: 'joint pain knee pain arthritis swollen joints stiffness gout ghutne ka dard shoulder pain',
    answer:
      'Joint pain can come from wear and tear, injury, arthritis or uric acid. Morning stiffness, swelling and redness help a doctor tell the causes apart.',
    steps: [
      'Rest the joint, use an ice pack for fresh injuries and a warm pack for stiffness.',
      'Keep a healthy weight and do gentle strengthening exercises.',
      'See a doctor for a hot, swollen joint, fever, or pain that limits daily activities.',
    ],
    expert: BONES,
  },
  {
    id: 'sprain',
    title: 'Sprains and minor injuries',
    keywords: 'sprain twisted ankle injury fall swelling bruise fracture broken bone muscle pull',
    answer:
      'A sprain or bruise usually heals in one to three weeks. A bone may be broken if you cannot bear weight, the limb looks deformed, or the swelling is severe.',
    steps: [
      'Follow RICE: rest, ice for 15 minutes every few hours, compression bandage, and elevation.',
      'Avoid massage and heat for the first 2 days.',
      'Get an X-ray if you cannot put weight on it or the pain does not ease within 3 days.',
    ],
    expert: BONES,
  },
  {
    id: 'neck-pain-posture',
    title: 'Neck and shoulder stiffness from desk work',
    keywords: 'neck pain stiff neck shoulder stiffness cervical desk job laptop posture physiotherapy exercises',
    answer: 'Neck and shoulder stiffness in desk workers usually comes from posture and long sitting. Regular movement and stretching help most people.',
    steps: [
      'Raise the screen to eye level, sit back in the chair and keep shoulders relaxed.',
      'Every 30 minutes, roll your shoulders and gently stretch the neck.',
      'See a physiotherapist or doctor if pain spreads to the arm with tingling or weakness.',
    ],
    expert: PHYSIO,
  },
  {
    id: 'skin-rash',
    title: 'Skin rashes and itching',
    keywords: 'skin rash itching itchy skin red patches hives allergy on skin khujli ringworm fungal infection',
    answer:
      'Itchy rashes often come from allergies, heat, fungal infections or irritating soaps. Fungal infections are common in humid weather, in skin folds.',
    steps: [
      'Keep the area clean and dry, wear loose cotton clothes and avoid scratching.',
      'Stop any new soap, cream or detergent and do not apply steroid creams without advice.',
      'See a dermatologist if it spreads, lasts over a week, or comes with fever; get emergency help for swelling of lips or face or trouble breathing.',
    ],
    expert: SKIN,
  },
  {
    id: 'acne',
    title: 'Acne and pimples',
    keywords: 'acne pimples breakouts oily skin blackheads pimple marks face spots',
    answer: 'Acne is very common and treatable. Squeezing pimples causes marks; a gentle routine and a dermatologist’s plan work best for persistent acne.',
    steps: [
      'Wash your face twice a day with a mild cleanser and use a non-comedogenic moisturiser and sunscreen.',
      'Do not pick or squeeze pimples; change pillow covers often.',
      'See a dermatologist for painful cysts, scarring or acne that does not improve in 2 to 3 months.',
    ],
    expert: SKIN,
  },
  {
    id: 'hair-fall',
    title: 'Hair fall',
    keywords: 'hair fall hair loss thinning hair baldness dandruff bal jhadna hair growth',
    answer: 'Losing up to 100 hairs a day is normal. Stress, illness, thyroid problems, low iron or protein, and genetics can increase hair fall.',
    steps: [
      'Eat enough protein, iron-rich foods and fruit; avoid crash diets.',
      'Be gentle: avoid tight hairstyles, harsh treatments and very hot styling.',
      'See a dermatologist for patchy loss, sudden heavy loss, or hair fall with other symptoms.',
    ],
    expert: SKIN,
  },
  {
    id: 'sunburn-heat',
    title: 'Heat exhaustion and heatstroke',
    keywords: 'heat stroke heatstroke heat exhaustion summer loo sunstroke dehydration hot weather dizzy in heat',
    answer:
      'In Indian summers, heat exhaustion causes heavy sweating, weakness, headache and dizziness. Heatstroke, with confusion, very high body temperature or fainting, is an emergency.',
    steps: [
      'Move to a cool place, loosen clothing, sip water or ORS and cool the skin with wet cloths.',
      'Avoid going out between noon and 4 pm; carry water.',
      'Call 112 if the person is confused, stops sweating, faints or has a seizure.',
    ],
    expert: GP,
  },
  {
    id: 'allergy-sneezing',
    title: 'Allergies and hay fever',
    keywords: 'allergy sneezing allergic rhinitis dust allergy itchy eyes watery eyes pollen',
    answer: 'Sneezing, a runny nose and itchy eyes that come back with dust, pollen or season changes are usually allergies. Avoiding triggers helps most.',
    steps: [
      'Keep windows closed on dusty days, wash bedding weekly in hot water, and wear a mask while cleaning.',
      'Rinse your nose with saline water.',
      'See a doctor or ENT specialist if symptoms disturb sleep or work, or you wheeze.',
    ],
    expert: ENT,
  },
  {
    id: 'asthma-wheeze',
    title: 'Wheezing and asthma',
    keywords: 'asthma wheezing breathless tight chest inhaler breathing problem saans phoolna',
    answer: 'Wheezing and breathlessness that come and go, often at night or with dust or cold, can be asthma. It is well controlled with a doctor’s plan.',
    steps: [
      'Avoid smoke, dust, incense and strong smells; keep your home ventilated.',
      'If you already have an action plan from your doctor, follow it.',
      'Call 112 if you cannot speak in full sentences, your lips turn blue, or breathing gets worse quickly.',
    ],
    expert: GP,
  },
  {
    id: 'ear-pain',
    title: 'Ear pain and ear wax',
    keywords: 'ear pain earache ear wax blocked ear ear discharge hearing loss kaan dard ringing',
    answer:
      'Ear pain can come from wax, infection, a cold or a throat problem. Putting oil, buds or objects into the ear can push wax deeper or damage the eardrum.',
    steps: [
      'Keep the ear dry and do not insert anything into it.',
      'A warm compress outside the ear can ease pain.',
      'See an ENT specialist for discharge, sudden hearing loss, severe pain or fever.',
    ],
    expert: ENT,
  },
  {
    id: 'sore-throat-tonsils',
    title: 'Sore throat and tonsils',
    keywords: 'sore throat tonsils throat pain swallowing pain gala kharab tonsillitis throat infection',
    answer: 'Most sore throats are viral and get better in a week. Severe pain, high fever and white patches on the tonsils need a doctor’s check.',
    steps: [
      'Gargle with warm salt water, drink warm fluids and rest your voice.',
      'Avoid very cold drinks and smoking.',
      'See a doctor if you cannot swallow, drool, have trouble breathing or the fever is high.',
    ],
    expert: ENT,
  },
  {
    id: 'eye-strain',
    title: 'Eye strain and red eyes',
    keywords: 'eye strain red eyes conjunctivitis eye flu itchy eyes dry eyes screen eyes burning eyes vision',
    answer: 'Long screen time causes dry, tired eyes. Red, sticky eyes are often conjunctivitis (eye flu), which spreads easily.',
    steps: [
      'Follow the 20-20-20 rule: every 20 minutes, look 20 feet away for 20 seconds.',
      'For eye flu, wash hands often, do not share towels and avoid touching your eyes.',
      'See an eye specialist for eye pain, blurred vision, light sensitivity or an injury.',
    ],
    expert: EYES,
  },
  {
    id: 'toothache',
    title: 'Toothache and gum problems',
    keywords: 'toothache tooth pain dental pain cavity bleeding gums sensitive teeth daant dard swollen gums',
    answer: 'Toothache usually means a cavity, a cracked tooth or gum infection, which need a dentist. Home care only eases pain for a short time.',
    steps: [
      'Rinse with warm salt water and floss gently to remove trapped food.',
      'Brush twice daily with a fluoride toothpaste and cut down sugary snacks.',
      'See a dentist soon, and urgently for facial swelling or fever.',
    ],
    expert: TEETH,
  },
  {
    id: 'periods',
    title: 'Period pain and irregular periods',
    keywords: 'period pain irregular periods menstrual cramps missed period heavy bleeding PCOS PCOD menstruation',
    answer:
      'Mild cramps in the first days of a period are common. Very painful, heavy or irregular periods can point to conditions like PCOS or fibroids that a gynecologist can assess.',
    steps: [
      'A hot water bag on the lower belly, gentle exercise and rest can ease cramps.',
      'Track your cycle dates and flow in a notes app or calendar.',
      'See a gynecologist for soaking a pad every hour, periods missed for 3 months, or bleeding between periods.',
    ],
    expert: WOMEN,
  },
  {
    id: 'pregnancy-care',
    title: 'Pregnancy care',
    keywords: 'pregnancy pregnant antenatal care first trimester prenatal check up expecting mother garbh',
    answer:
      'Regular antenatal check-ups, a healthy diet and early booking with a gynecologist keep mother and baby safe. Supplements in pregnancy should be started on a doctor’s advice.',
    steps: [
      'Book your first antenatal visit early and keep all scan and test appointments.',
      'Eat a balanced diet, avoid alcohol and smoking, and do not take any medicine without asking your doctor.',
      'Go to hospital at once for bleeding, severe belly pain, leaking fluid, severe headache or reduced baby movements.',
    ],
    expert: WOMEN,
  },
  {
    id: 'uti',
    title: 'Burning urine',
    keywords: 'burning urine UTI urinary infection painful urination frequent urination peshab mein jalan',
    answer: 'Burning or frequent urination often comes from a urinary infection, which needs a doctor to confirm with a urine test before any treatment.',
    steps: [
      'Drink more water and do not hold urine for long.',
      'Maintain hygiene and avoid scented products in the genital area.',
      'See a doctor soon, and urgently for fever, back pain, blood in urine, or in pregnancy.',
    ],
    expert: KIDNEY,
  },
  {
    id: 'kidney-stone',
    title: 'Kidney stone pain',
    keywords: 'kidney stone flank pain side pain pathri stone pain radiating to groin renal colic',
    answer:
      'Sudden severe pain in the side or back that moves towards the groin, sometimes with blood in urine, can be a kidney stone. It needs an examination and scan.',
    steps: [
      'Drink plenty of water through the day to prevent stones.',
      'Cut down salt and very high-protein diets.',
      'Go to the emergency department for unbearable pain, fever with pain, or no urine.',
    ],
    expert: KIDNEY,
  },
  {
    id: 'thyroid',
    title: 'Thyroid problems',
    keywords: 'thyroid TSH hypothyroid hyperthyroid weight gain tiredness goitre thyroid test',
    answer:
      'Thyroid problems are common, especially in women. Tiredness, weight change, hair fall, feeling cold or hot, and irregular periods can be signs. A TSH blood test checks it.',
    steps: [
      'Ask a doctor about a thyroid test if you have these symptoms.',
      'If you are already under treatment, keep regular tests as advised.',
      'Do not change or stop any thyroid treatment without your doctor.',
    ],
    expert: GP,
  },
  {
    id: 'anaemia',
    title: 'Tiredness and anaemia',
    keywords: 'tiredness fatigue weakness anaemia anemia low hemoglobin iron deficiency pale always tired',
    answer:
      'Feeling tired all the time has many causes: poor sleep, stress, low iron (anaemia, very common in Indian women), thyroid problems or diabetes. A few blood tests usually find the reason.',
    steps: [
      'Eat iron-rich foods such as green leafy vegetables, jaggery, dates, lentils and eggs, with vitamin C fruits.',
      'Keep regular sleep hours and stay active.',
      'See a doctor for a blood count and other tests if tiredness lasts over 2 weeks.',
    ],
    expert: GP,
  },
  {
    id: 'weight-loss-diet',
    title: 'Healthy weight and diet',
    keywords: 'weight loss lose weight obesity diet plan healthy eating belly fat BMI overweight nutrition',
    answer:
      'Steady weight loss of half to one kilo a week comes from smaller portions, fewer refined carbs and sugar, and regular activity. Crash diets rarely last.',
    steps: [
      'Fill half your plate with vegetables, a quarter with protein (dal, paneer, eggs) and a quarter with whole grains.',
      'Walk 30 to 45 minutes daily and reduce sugary drinks and fried snacks.',
      'A dietician can plan meals around your routine and any health conditions.',
    ],
    expert: DIET,
  },
  {
    id: 'sleep',
    title: 'Sleep problems',
    keywords: 'sleep problems insomnia cannot sleep sleepless nights poor sleep waking up at night neend',
    answer: 'Trouble sleeping is often linked to stress, screens, caffeine or irregular hours. Good sleep habits fix most short-term problems.',
    steps: [
      'Go to bed and wake at the same times; keep the room dark and cool.',
      'Stop screens an hour before bed and avoid tea or coffee after 4 pm.',
      'See a doctor if poor sleep lasts over a month, or with loud snoring and daytime sleepiness. Do not take sleeping pills without a prescription.',
    ],
    expert: MIND,
  },
  {
    id: 'stress-anxiety',
    title: 'Stress and anxiety',
    keywords: 'stress anxiety worried panic attacks nervous tension overthinking anxious chinta',
    answer:
      'Stress and anxiety are common and treatable. Racing thoughts, restlessness, a fast heartbeat and trouble sleeping are typical signs. Talking to a professional helps.',
    steps: [
      'Try slow breathing: in for 4 seconds, hold 4, out for 6, for a few minutes.',
      'Keep a routine with exercise, daylight and sleep; limit caffeine and news.',
      'Talk to a mental health expert if worry affects your work, sleep or relationships.',
    ],
    expert: MIND,
  },
  {
    id: 'low-mood',
    title: 'Feeling low or depressed',
    keywords: 'depression feeling low sad hopeless no interest crying lonely udaas mood low',
    answer:
      'Feeling low for more than two weeks, losing interest in things, and changes in sleep or appetite can be signs of depression, which is treatable. You do not have to manage it alone.',
    steps: [
      'Tell someone you trust how you feel, and keep small daily routines.',
      'Step outside for daylight and a short walk each day.',
      'Speak with a mental health expert. If you ever think of harming yourself, call Tele-MANAS at 14416 or 112 right away.',
    ],
    expert: MIND,
  },
  {
    id: 'medicine-dose-question',
    title: 'Which medicine or dose should I take',
    keywords: 'which medicine dose dosage tablet how many mg prescription antibiotic painkiller what to take medicine name',
    answer:
      'I can’t suggest a specific medicine or a dose. Under India’s Telemedicine Practice Guidelines, only a registered doctor who has assessed you may prescribe. Self-medication, especially with antibiotics or steroids, can do harm.',
    steps: [
      'Write down your symptoms, when they started, your age, weight, allergies and any medicines you already take.',
      'Consult a doctor, online or in person, who can prescribe safely if you need it.',
      'Ask your pharmacist or doctor before combining any medicines.',
    ],
    expert: GP,
  },
  {
    id: 'vaccination',
    title: 'Vaccinations',
    keywords: 'vaccination vaccine schedule immunisation tika child vaccines booster adult vaccine flu shot',
    answer:
      'India’s Universal Immunisation Programme gives free vaccines for children and pregnant women at government centres. Adults may also need boosters such as tetanus and flu vaccines.',
    steps: [
      'Keep your child’s vaccination card up to date and note the next due date.',
      'Ask your pediatrician about optional vaccines beyond the free schedule.',
      'Adults: ask a doctor which boosters suit your age and health.',
    ],
    expert: CHILD,
  },
  {
    id: 'newborn-care',
    title: 'Newborn care',
    keywords: 'newborn baby care breastfeeding jaundice in baby baby crying feeding infant care navjat',
    answer:
      'Newborns feed every 2 to 3 hours and sleep a lot. Exclusive breastfeeding for six months is recommended. Yellow skin in the first days needs a doctor’s check.',
    steps: [
      'Keep the baby warm, breastfeed on demand and keep the cord stump clean and dry.',
      'Count wet nappies: at least 6 a day after the first week.',
      'See a pediatrician urgently if the baby feeds poorly, is very sleepy, has fever, or yellow skin spreads to the legs.',
    ],
    expert: CHILD,
  },
  {
    id: 'dizziness',
    title: 'Dizziness and fainting',
    keywords: 'dizziness dizzy giddy giddiness vertigo lightheaded fainting room spinning chakkar blackout',
    answer:
      'Dizziness often comes from dehydration, standing up quickly, low blood sugar or inner-ear problems. Fainting, or dizziness with chest pain or weakness, needs urgent care.',
    steps: [
      'Sit or lie down at once, drink water and eat something if you skipped a meal.',
      'Stand up slowly from lying or sitting.',
      'Call 112 for fainting, chest pain, slurred speech, weakness on one side or a severe headache.',
    ],
    expert: NERVES,
  },
  {
    id: 'lab-tests',
    title: 'Routine health check-ups and lab tests',
    keywords: 'health checkup full body checkup lab tests blood test routine tests annual checkup preventive',
    answer: 'Adults over 30 benefit from a yearly check of blood pressure, blood sugar, cholesterol and weight, and more tests with age or family history.',
    steps: [
      'Fast for 8 to 12 hours before sugar and lipid tests if the lab asks.',
      'Keep your reports together and compare them year to year.',
      'Review results with a doctor rather than reading ranges alone.',
    ],
    expert: GP,
  },
];

export const HEALTH_KNOWLEDGE = entries('medical', HEALTH);
