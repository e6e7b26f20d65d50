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
};

const KEY_OF_ENGLISH = new Map<string, ValidationMessageKey>(
  (Object.entries(VALIDATION_MESSAGES) as [ValidationMessageKey, string][]).map(([key, english]) => [english, key]),
);

/** A domain message (its English text, as a schema or the server says it) in `language`; unknown texts stay as they are. */
export function localiseValidationMessage(message: string, language: AppLanguage): string {
  if (language === 'en') return message;
  const key = KEY_OF_ENGLISH.get(message);
  return key ? VALIDATION_MESSAGES_HI[key] : message;
}
