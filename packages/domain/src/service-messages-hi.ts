import type { AppLanguage } from './app-languages';
import { SERVICE_MESSAGES, type ServiceMessageKey } from './service-messages';
import { localiseExpertValidationMessage } from './expert-validation-messages-hi';
import { localiseValidationMessage } from './validation-messages-hi';

// Issue 20 part 2: every service message key in plain Hindi. A key missing here does not compile.
export const SERVICE_MESSAGES_HI: Record<ServiceMessageKey, string> = {
  'booking.past': 'यह समय निकल चुका है: बाद का कोई समय चुनें',
  'booking.tooFar': 'आप 14 दिन आगे तक ही बुक कर सकते हैं',
  'booking.outside': 'एक्सपर्ट उस समय बुकिंग नहीं लेते: खाली समयों में से कोई एक चुनें',
  'booking.taken': 'यह समय अभी-अभी किसी और ने बुक कर लिया है: कोई दूसरा समय चुनें',
  'booking.noHours': 'इन एक्सपर्ट ने अभी अपना समय तय नहीं किया है',
  'booking.notBookable': 'इन एक्सपर्ट को अभी बुक नहीं किया जा सकता',
  'booking.cutoff': 'अपॉइंटमेंट शुरू होने से 2 घंटे पहले तक ही बदला या रद्द किया जा सकता है',
  'booking.notScheduled': 'यह अपॉइंटमेंट अब तय नहीं है',
  'booking.reasonRequired': 'मरीज़ को बताएँ कि आप क्यों रद्द कर रहे हैं',
  'booking.patientsOnly': 'अपॉइंटमेंट सिर्फ़ मरीज़ के खाते से बुक होते हैं',
  'booking.notFound': 'ऐसा कोई अपॉइंटमेंट नहीं है',
  'booking.timeZone': 'यह टाइम ज़ोन पहचाना नहीं गया',
  'booking.sameTime': 'अपॉइंटमेंट बदलने के लिए कोई अलग समय चुनें',
  'security.wrongCode': 'यह कोड सही नहीं है। SMS देखकर फिर से कोशिश करें।',
  'security.codeExpired': 'इस कोड का समय निकल गया है या इसे बहुत बार आज़माया गया है। नया कोड माँगें।',
  'security.codeSent': 'हमने SMS से 6 अंकों का कोड भेजा है। यह 5 मिनट तक चलेगा।',
  'security.resetSent': 'अगर किसी खाते में यह जानकारी है, तो हमने उसका पासवर्ड बदलने का तरीका भेज दिया है।',
  'security.needsName': 'इस मोबाइल नंबर से अभी कोई खाता नहीं है। खाता बनाने के लिए अपना नाम लिखें।',
  'security.passwordChanged': 'पासवर्ड बदल गया। दूसरे डिवाइस से साइन आउट कर दिया गया है।',
  'security.passwordReset': 'पासवर्ड रीसेट हो गया। आप साइन इन हैं, और बाकी सभी डिवाइस से साइन आउट कर दिया गया है।',
  'security.wrongPassword': 'यह पासवर्ड सही नहीं है',
  'security.proofRequired': 'आपकी सुरक्षा के लिए, पहले अपने पासवर्ड या कोड से पक्का करें कि यह आप ही हैं',
  'security.phoneInUse': 'यह मोबाइल नंबर पहले से किसी दूसरे खाते में है',
  'security.verifiedPhoneFromSettings': 'जाँचा हुआ मोबाइल नंबर बदलने के लिए सेटिंग्स में "मोबाइल नंबर बदलें" इस्तेमाल करें (हम नए नंबर पर कोड भेजेंगे)',
  'security.emailAlreadySet': 'आपके खाते में पहले से एक ईमेल है',
  'security.noPhoneForCode': 'आपके खाते में कोई जाँचा हुआ मोबाइल नंबर नहीं है: अपने पासवर्ड से पक्का करें',
  'security.noPasswordYet': 'आपके खाते में अभी कोई पासवर्ड नहीं है: SMS से आए कोड से पक्का करें',
  'security.signedOutEverywhere': 'हर डिवाइस से साइन आउट हो गया',
  'deletion.wrongPassword': 'यह पासवर्ड सही नहीं है',
  'deletion.staffAccount': 'एक्सपर्ट और एडमिन के खाते हमारी सपोर्ट टीम बंद करती है। कृपया इसकी जगह खाता हटाने का अनुरोध भेजें।',
  'consultation.notFound': 'यह कंसल्टेशन मौजूद नहीं है',
  'consultation.notPart': 'आप इस कंसल्टेशन में शामिल नहीं हैं',
  'chart.patientOnlyShares': 'अपना चार्ट सिर्फ़ इस कंसल्टेशन के मरीज़ ही शेयर कर सकते हैं',
  'chart.patientOnlyStops': 'चार्ट शेयर करना सिर्फ़ इस कंसल्टेशन के मरीज़ ही बंद कर सकते हैं',
  'chart.notOpen': 'आप अपना चार्ट सिर्फ़ किसी एक्सपर्ट के साथ चल रहे कंसल्टेशन में ही शेयर कर सकते हैं',
  'chart.expertOnly': 'मरीज़ का चार्ट सिर्फ़ इस कंसल्टेशन के एक्सपर्ट ही खोल सकते हैं',
  'chart.notShared': 'मरीज़ ने अपना चार्ट आपके साथ शेयर नहीं किया है, या शेयर करना बंद हो गया है',
};

const KEY_OF_ENGLISH = new Map<string, ServiceMessageKey>(
  (Object.entries(SERVICE_MESSAGES) as [ServiceMessageKey, string][]).map(([key, english]) => [english, key]),
);

/** A message the server says (a schema's or a service's, in English) in `language`; unknown texts stay as they are. */
export function localiseServerMessage(message: string, language: AppLanguage): string {
  if (language === 'en') return message;
  const key = KEY_OF_ENGLISH.get(message);
  return key ? SERVICE_MESSAGES_HI[key] : (localiseExpertValidationMessage(message, language) ?? localiseValidationMessage(message, language));
}
