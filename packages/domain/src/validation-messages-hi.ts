import type { AppLanguage } from './app-languages';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './validation-messages';

// Issue 20 part 2: every validation message key in plain Hindi. A key missing here does not compile.
export const VALIDATION_MESSAGES_HI: Record<ValidationMessageKey, string> = {
  'auth.invalidEmail.title': 'ईमेल सही नहीं है',
  'auth.invalidEmail': 'कृपया सही ईमेल पता लिखें',
  'auth.invalidPassword.title': 'पासवर्ड सही नहीं है',
  'auth.invalidPassword': 'पासवर्ड में कम से कम 6 अक्षर होने चाहिए',
  'auth.newPasswordTooShort': 'पासवर्ड में कम से कम 8 अक्षर होने चाहिए',
  'auth.passwordTooLong': 'पासवर्ड में ज़्यादा से ज़्यादा 128 अक्षर हो सकते हैं',
  'auth.invalidName.title': 'नाम सही नहीं है',
  'auth.invalidName': 'कृपया अपना पूरा नाम लिखें',
  'auth.nameTooLong': 'नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'auth.invalidPhone.title': 'फ़ोन नंबर सही नहीं है',
  'auth.invalidPhone': 'कृपया सही फ़ोन नंबर लिखें',
  'auth.commonPassword.title': 'यह पासवर्ड बहुत आम है',
  'auth.commonPassword': 'यह पासवर्ड सबसे आम पासवर्डों में से है और आसानी से अंदाज़ा लगाया जा सकता है। कृपया कोई दूसरा चुनें।',
  'auth.loginFailed.title': 'लॉग इन नहीं हो सका',
  'auth.loginFailed': 'कृपया अपना ईमेल और पासवर्ड जाँच लें',
  'auth.invalidCredentials': 'ईमेल या पासवर्ड सही नहीं है',
  'auth.loginSuccess.title': 'लॉग इन हो गया',
  'auth.loginSuccess': 'सहाय में फिर से आपका स्वागत है!',
  'auth.accountExists.title': 'खाता पहले से है',
  'auth.accountExists': 'यह ईमेल पहले से पंजीकृत है। कृपया लॉग इन करें।',
  'auth.signUpFailed.title': 'खाता नहीं बन सका',
  'auth.signUpFailed': 'कृपया फिर से कोशिश करें',
  'auth.accountCreated.title': 'खाता बन गया',
  'request.invalid': 'अनुरोध सही नहीं है',
  'profile.invalidName': 'कृपया सही नाम लिखें',
  'profile.invalidCity': 'कृपया सही शहर का नाम लिखें',
  'profile.chooseState': 'सूची में से अपना राज्य चुनें',
  'profile.chooseLanguages': 'सूची में से भाषाएँ चुनें',
  'profile.languageOnce': 'हर भाषा एक ही बार चुनें',
  'profile.chooseAppLanguage': 'English या हिन्दी चुनें',
  'person.chooseGender': 'सूची में से लिंग चुनें',
  'person.dateOfBirth': 'जन्म की तारीख़ लिखें',
  'person.dateInFuture': 'जन्म की तारीख़ आगे की नहीं हो सकती',
  'person.dateTooOld': 'जन्म की तारीख़ 120 साल से ज़्यादा पहले की नहीं हो सकती',
  'request.requiredFields': 'कृपया सभी ज़रूरी जानकारी भरें',
  'request.legalRequiredFields': 'कृपया सभी ज़रूरी जानकारी भरें',
  'request.invalidMobile': 'कृपया सही 10 अंकों का मोबाइल नंबर लिखें',
  'request.ageWholeYears': 'कृपया उम्र पूरे सालों में लिखें',
  'request.ageRange': 'कृपया 1 से 149 के बीच उम्र लिखें',
  'request.chooseDepartment': 'कृपया एक विभाग चुनें',
  'request.chooseService': 'कृपया एक सेवा चुनें',
  'text.controlCharacters': 'इस खाने से छिपे हुए कंट्रोल कैरेक्टर हटाएँ',
  'contact.firstNameRequired': 'कृपया अपना पहला नाम लिखें',
  'contact.lastNameRequired': 'कृपया अपना उपनाम लिखें',
  'contact.subjectRequired': 'कृपया विषय लिखें',
  'contact.messageRequired': 'कृपया अपना संदेश लिखें',
  'booking.invalid': 'कोई समय चुनें',
  'booking.reasonTooLong': 'कारण 300 अक्षरों से कम में लिखें',
  'security.invalidCode': 'हमने जो 6 अंकों का कोड भेजा है, वह लिखें',
  'security.resetLinkInvalid': 'इस लिंक का समय निकल गया है या यह पहले ही इस्तेमाल हो चुका है। नया लिंक माँगें।',
  'expertReg.qualificationRequired': 'कृपया अपनी योग्यता लिखें',
  'expertReg.qualificationTooLong': 'आपकी योग्यता बहुत लंबी है',
  'expertReg.experienceRequired': 'कृपया लिखें कि आपको कितने साल का अनुभव है',
  'expertReg.wholeYears': 'सिर्फ़ पूरे साल लिखें',
  'expertReg.experienceNegative': 'अनुभव शून्य से कम नहीं हो सकता',
  'expertReg.experienceCheck': 'कृपया अपने अनुभव के साल जाँच लें',
  'expertReg.languagesMin': 'कम से कम एक भाषा चुनें',
  'expertReg.languagesMax': 'ज़्यादा से ज़्यादा 6 भाषाएँ चुनें',
  'expertReg.feeRequired': 'कृपया अपनी फ़ीस लिखें',
  'expertReg.wholeRupees': 'सिर्फ़ पूरे रुपये लिखें',
  'expertReg.chooseSpecialisation': 'कृपया अपनी विशेषज्ञता चुनें',
  'expertReg.chooseMedicalCouncil': 'कृपया अपनी मेडिकल काउंसिल चुनें',
  'expertReg.registrationNumber': 'कृपया अपना रजिस्ट्रेशन नंबर वैसे ही लिखें जैसा आपके सर्टिफ़िकेट पर है',
  'expertReg.chooseBarCouncil': 'कृपया अपनी बार काउंसिल चुनें',
  'expertReg.enrolmentNumber': 'एनरोलमेंट नंबर ऐसा दिखता है: MAH/1234/2015',
  'expertReg.icaiNumber': 'ICAI मेंबरशिप नंबर में 6 अंक होते हैं',
  'expertReg.linkTooLong': 'लिंक बहुत लंबा है',
  'expertReg.linkHttps': 'कृपया ऐसा लिंक लिखें जो https:// से शुरू हो',
  'expertReg.whatsappNumber': 'कृपया सही 10 अंकों का WhatsApp नंबर लिखें',
  'expertFile.photoTooLarge': 'फ़ोटो ज़्यादा से ज़्यादा 5 MB की हो सकती है',
  'expertFile.photoType': 'JPEG, PNG या WebP फ़ोटो चुनें',
  'expertFile.photoMissing': 'अपलोड करने के लिए फ़ोटो चुनें',
  'expertFile.documentTooLarge': 'दस्तावेज़ ज़्यादा से ज़्यादा 10 MB का हो सकता है',
  'expertFile.documentType': 'अपने रजिस्ट्रेशन सर्टिफ़िकेट की PDF या फ़ोटो (JPEG, PNG या WebP) चुनें',
  'expertFile.documentMissing': 'अपने प्रोफ़ेशनल रजिस्ट्रेशन का दस्तावेज़ चुनें',
  'expertFile.empty': 'यह फ़ाइल खाली है',
  'expertFile.noProfile': 'सिर्फ़ विशेषज्ञ ही फ़ोटो या रजिस्ट्रेशन दस्तावेज़ अपलोड कर सकते हैं',
  'hours.time': 'समय ऐसे लिखें: 09:30',
  'hours.sameTimes': 'शुरू और ख़त्म होने का समय अलग होना चाहिए',
  'hours.overlap': 'ये घंटे उसी दिन के दूसरे घंटों से टकराते हैं',
  'hours.slotLength': 'स्लॉट की लंबाई 15, 20, 30, 45 या 60 मिनट चुनें',
  'hours.timeZone': 'सूची में से टाइम ज़ोन चुनें',
  'hours.date': 'तारीख़ ऐसे लिखें: 2026-03-31',
  'hours.tooMany': 'बहुत ज़्यादा एंट्री हैं',
  'prescription.chooseGender': 'कृपया मरीज़ का लिंग चुनें',
  'prescription.medicineName': 'दवा का नाम लिखें',
  'prescription.strength': 'ताक़त लिखें, जैसे 500 mg',
  'prescription.dose': 'ख़ुराक लिखें, जैसे 1 गोली',
  'prescription.frequency': 'कितनी बार लेनी है लिखें, जैसे दिन में दो बार',
  'prescription.duration': 'कितने दिन लेनी है लिखें, जैसे 5 दिन',
  'prescription.enterAge': 'मरीज़ की उम्र लिखें',
  'prescription.checkAge': 'कृपया उम्र जाँच लें',
  'prescription.confirmAge': 'पुष्टि करें कि आपने मरीज़ की उम्र जाँच ली है',
  'prescription.diagnosis': 'शुरुआती निदान लिखें',
  'prescription.medicinesMin': 'कम से कम एक दवा जोड़ें',
  'legalDocument.chooseKind': 'सलाह नोट या ड्राफ़्ट चुनें',
  'legalDocument.title': 'शीर्षक लिखें (कम से कम 3 अक्षर)',
  'legalDocument.body': 'सलाह या ड्राफ़्ट लिखें (कम से कम 20 अक्षर)',
};

const KEY_OF_ENGLISH = new Map<string, ValidationMessageKey>(
  (Object.entries(VALIDATION_MESSAGES) as [ValidationMessageKey, string][]).map(([key, english]) => [english, key]),
);

/** The English labels of fields whose length messages name them (the contact form), in Hindi. */
const FIELD_LABELS_HI: Record<string, string> = { 'First name': 'पहले नाम', 'Last name': 'उपनाम', Subject: 'विषय', Message: 'संदेश', Name: 'नाम' };

/** Messages with a number in them, said by a pattern: the number is kept as it is. */
const PATTERNS_HI: Array<[RegExp, (...groups: string[]) => string | null]> = [
  [/^The fee must be at least ₹(\d+)$/, (min) => `फ़ीस कम से कम ₹${min} होनी चाहिए`],
  [/^The fee must be at most ₹(\d+)$/, (max) => `फ़ीस ज़्यादा से ज़्यादा ₹${max} हो सकती है`],
  [/^Tell patients a little more \(at least (\d+) characters\)$/, (min) => `मरीज़ों को अपने बारे में थोड़ा और बताएँ (कम से कम ${min} अक्षर)`],
  [/^At most ([\d,]+) characters$/, (max) => `ज़्यादा से ज़्यादा ${max} अक्षर`],
  [/^At most (\d+) medicines$/, (max) => `ज़्यादा से ज़्यादा ${max} दवाइयाँ`],
  [
    /^(.+) must be at most (\d+) characters$/,
    (label, max) => (label && FIELD_LABELS_HI[label] ? `${FIELD_LABELS_HI[label]} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं` : null),
  ],
  [
    /^Too many codes for this number or email\. Try again in (\d+) minutes?\.$/,
    (minutes) => `इस नंबर या ईमेल के लिए बहुत सारे कोड माँगे गए। ${minutes} मिनट बाद फिर से कोशिश करें।`,
  ],
];

/** A domain message (its English text, as a schema or the server says it) in `language`; unknown texts stay as they are. */
export function localiseValidationMessage(message: string, language: AppLanguage): string {
  if (language === 'en') return message;
  const key = KEY_OF_ENGLISH.get(message);
  if (key) return VALIDATION_MESSAGES_HI[key];
  for (const [pattern, say] of PATTERNS_HI) {
    const match = pattern.exec(message);
    const said = match ? say(...match.slice(1)) : null;
    if (said) return said;
  }
  return message;
}
