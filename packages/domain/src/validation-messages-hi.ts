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
};

const KEY_OF_ENGLISH = new Map<string, ValidationMessageKey>(
  (Object.entries(VALIDATION_MESSAGES) as [ValidationMessageKey, string][]).map(([key, english]) => [english, key]),
);

/** The English labels of fields whose length messages name them (the contact form), in Hindi. */
const FIELD_LABELS_HI: Record<string, string> = { 'First name': 'पहले नाम', 'Last name': 'उपनाम', Subject: 'विषय', Message: 'संदेश', Name: 'नाम' };

/** Messages with a number in them, said by a pattern: the number is kept as it is. */
const PATTERNS_HI: Array<[RegExp, (...groups: string[]) => string | null]> = [
  [/^At most (\d+) characters$/, (max) => `ज़्यादा से ज़्यादा ${max} अक्षर`],
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
