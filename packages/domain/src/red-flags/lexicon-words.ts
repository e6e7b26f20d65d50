/**
 * The red-flag lexicon, part 1: word groups (concepts) in English, romanised Hindi and Devanagari, with common
 * misspellings. A rule writes `@chest` for any word of the group. Words are folded like the input (normalise.ts),
 * so one spelling of a Hinglish word is enough when the others differ only by doubled letters, ee/i or oo/u.
 * Reviewed data: add a word here, then a case to test/fixtures/red-flag-eval.ts.
 */
export const WORD_GROUPS: Readonly<Record<string, string>> = {
  // A negation before what it denies (English, and bina/बिना), and one after it (Hindi: dard nahi hai).
  neg: 'no not dont doesnt didnt never without denies denied deny nor neither isnt wasnt arent havent hasnt bina बिना',
  negafter: 'nahi nahin nai nhi na नहीं नहि न',
  in: 'mein me में',
  chest: 'chest chst chet ches cheast chhati chhaathi seena seene sene छाती सीना सीने सीन',
  heart: 'heart hart dil दिल हृदय हार्ट',
  pain: 'pain pian pains painful paining hurt hurts hurting ache aching dard dardh darad dukh dukhta dukhti dukhna pida दर्द पीड़ा दुख दुखता दुखना',
  tight:
    'tight tightness discomfort pressure heavy heaviness squeezing squeeze crushing jakdan jakad jakda jakadna bhari bhaaripan dabav dabaw जकड़न जकड़ भारी भारीपन दबाव',
  arm: 'arm arms baah baju bazu jaw jabda jabde shoulder kandha kandhe बांह बाजू जबड़ा जबड़े कंधा कंधे हाथ',
  sweat: 'sweat sweating sweaty sweats paseena pasine पसीना पसीने',
  face: 'face chehra chehre chera muh munh mouth मुंह चेहरा चेहरे',
  droop: 'droop drooping droopy drooped sagging crooked twisted tedha tedhi tedhe terha terhi tircha latak lataka latka latki टेढ़ा टेढ़ी लटक लटका टेढ़े',
  weak: 'weak weakness numb numbness paralysed paralysis kamzor kamjor sunn सुन्न कमजोर',
  sudden: 'sudden suddenly achanak acanak ekdum अचानक एकदम',
  severe: 'severe bad badly terrible unbearable extreme intense worst very bahut bohot bohut bahot tez tej zyada jyada bhayankar बहुत तेज़ ज़्यादा भयंकर',
  breath: 'breath breathing breth breahe breate saans saas swas shwas सांस श्वास',
  stuck: 'stuck atka atak atki phasa fasa phans phansa अटक फंस फंसा',
  blue: 'blue bluish neela neeli nile नीला नीले नीली',
  lips: 'lips lip honth hont hoth होंठ होठ',
  throat: 'throat gala gale गला गले',
  tongue: 'tongue jeebh jeeb zubaan jubaan जीभ',
  swell: 'swelling swollen swell swells swelled sujan sujna suja suji sooj puffed puffy सूजन सूज सूजा',
  allergen:
    'peanut nuts nut prawns prawn shellfish seafood egg eggs sting stung bee bees wasp wasps hornet madhumakhi tatiya injection medicine tablet dawai dawa dava eating ate khane khana khaya मधुमक्खी ततैया दवाई दवा इंजेक्शन',
  ingest:
    'swallowed swallow drank drink drunk ate eaten took taken consumed gulped pee piya peeli kha khaya khayi khali nigal nigla nigli निगल निगला पी पिया खा खाया खाई',
  toxin:
    'poison poisonous zeher zehar jahar jeher zaher kerosene pesticide insecticide keetnashak phenyl phenol harpic bleach acid tezab tejab naphthalene dettol datura thinner petrol baygon sulphas celphos ज़हर केरोसिन मिट्टी कीटनाशक तेजाब फिनाइल',
  pills: 'tablets tablet tabs pills pill capsules goli goliyan goliya गोली गोलियां',
  many: 'many lot lots bunch handful whole entire full puri sari saara bahut सारी पूरी पूरा पूरे सारे',
  strip: 'strip strips patta pate bottle packet पत्ता पत्ते',
  blood: 'blood bloody khoon rakt rakht lahu खून रक्त लहू',
  bleed: 'bleeding bleed bleeds bled bleading',
  vomit: 'vomit vomiting vomited vomits ulti ulati ulta vaman उल्टी',
  stool: 'stool stools poop potty latrine toilet motion tatti mal shauch पॉटी मल टट्टी लैट्रिन',
  black: 'black blackish dark tarry kala kali काला काली',
  head: 'head sir sar सिर सर',
  headache: 'headache headake sirdard सिरदर्द',
  kid: 'child children baby babies kid kids son daughter toddler infant newborn bachcha bacha bachi beta bete beti बच्चा बच्चे बच्ची बच्चों बेटा बेटे बेटी शिशु',
  fever: 'fever feverish temperature temp bukhar bukar bhukar jwar taap बुखार ज्वर ताप',
  drowsy: 'drowsy drowsiness sleepy lethargic floppy limp listless sust susti ghumsum unresponsive सुस्त',
  n3: '0 1 2 3 one two three ek teen डेढ़ एक दो तीन',
  month: 'month months mahina mahine mnth mths महीना महीने',
  week: 'week weeks wk wks hafta hafte हफ्ता हफ्ते सप्ताह',
  days: 'day days din दिन',
  old: 'old ka ki ke का की के',
  feed: 'feed feeding feeds doodh milk breastfeed breastfeeding drinking pi peena दूध',
  fast: 'fast rapid quick quickly tez tej jaldi जल्दी तेज़',
  urine: 'urine urinated urinating pee peed peshab pishab susu su-su पेशाब',
  pregnant: 'pregnant pregnancy pregent preggo garbhvati गर्भवती प्रेग्नेंट गर्भावस्था गर्भ',
  abdomen: 'stomach abdominal abdomen tummy belly pet पेट',
  seizure: 'seizure convulsion convulsing mirgi epilepsy epileptic मिर्गी',
  unconscious: 'unconscious senseless behosh behos beosh बेहोश बेहोशी',
  snake: 'snake snakes cobra krait viper naag saanp saap saamp सांप',
  animal: 'dog dogs kutta kutte kuttey kutiya monkey bandar cat billi rat chuha scorpion bichhu कुत्ता कुत्ते बंदर बिल्ली बिच्छू चूहा',
  bite: 'bite bitten kaat kata kaatna kati dasa dasha dans dank daas डस डसा काट काटा काटी',
  body: 'hand hands haath arm leg legs pair face chehra body foot feet finger ungli baby child bachcha chest हाथ पैर चेहरा',
  burnt: 'burnt burned burn burns scalded scald scalds jal jala jali jale jhulas jhulsa jhulsi झुलस जल जला जली',
  hot: 'hot boiling garam garm ubalta ubalte khaulta गरम गर्म उबलता खौलता',
  liquid: 'oil tel water pani chai tea doodh milk dal तेल पानी चाय दूध',
  person:
    'he she him her papa dad father mother mom mummy maa mama amma ammi nana nani dada dadi grandfather grandmother husband wife pati patni bhai brother sister behen didi uncle aunty son daughter baby child bachcha beta beti woh wo unka unki ve वो वह पापा मम्मी माँ पिताजी',
  heat: 'heat sun dhoop garmi loo गर्मी धूप लू',
  die: 'die dying dead death marna marne mar jaan maut मरना मरने मर मौत',
  myself: 'myself mself mysef khud swayam खुद स्वयं',
  want: 'want wanna wish chahta chahti chahiye chahte iccha चाहता चाहती इच्छा',
  life: 'life zindagi jeevan जिंदगी जीवन',
  // A sentence about insurance, claims, the law or prevention is not a report of an emergency (weak phrases only).
  aside: 'insurance claim claims compensation fir court lawyer advocate policy premium mact case bima prevent prevention avoid risk risks',
};

/**
 * Real words one edit away from an anchor word that must not be read as that anchor (cooking is not choking,
 * a bank strike is not a stroke). Only words of five letters or more are ever corrected.
 */
export const NOT_TYPOS =
  'cooking cheat burst turns burner strike stoke strobe stroll stripe potion biter butter blest paint taint saint rains trains brains painting spells smells money stolen sullen dyeing lying tying threat fewer lever sever sites later bitter';
