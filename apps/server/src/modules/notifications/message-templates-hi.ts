import { appointmentTimeText, consultationChatPath, type BookingMode, type Category } from '@sahay/domain';
import type { CodePurpose, OutboxPayloads, TemplateRenderers } from './message-templates';
import { link, longDate, message, text, type Links, type Loose, type Rendered } from './message-parts';

// Issue 20 part 2: every outbox text in plain, kind Hindi, for a recipient who reads Sahay in Hindi. Same values in
// the same order as the English (providers that fill approved templates get the same params), links, numbers and
// codes exact; dates and times of India in hi-IN ('मंगल, 3 मार्च, 10:00 am IST').

const CATEGORY_HI: Record<Category, { expert: string; field: string }> = {
  medical: { expert: 'डॉक्टर', field: 'मेडिकल' },
  legal: { expert: 'वकील', field: 'क़ानूनी' },
  finance: { expert: 'CA', field: 'फ़ाइनेंस' },
  tech: { expert: 'IT प्रोफ़ेशनल', field: 'टेक्नोलॉजी' },
};
const MODE_HI: Record<BookingMode, string> = { video: 'वीडियो कॉल', audio: 'ऑडियो कॉल', chat: 'चैट' };
const CODE_USES_HI: Record<CodePurpose, string> = {
  'sign-in': 'Sahay में साइन इन करने के लिए',
  'password-reset': 'Sahay का पासवर्ड बदलने के लिए',
  'recent-proof': 'Sahay पर यह पक्का करने के लिए कि आप ही हैं',
  'phone-change': 'इस नंबर को Sahay पर अपना मोबाइल नंबर बनाने के लिए',
};

const fieldOf = (value: unknown) => (typeof value === 'string' && value in CATEGORY_HI ? CATEGORY_HI[value as Category] : CATEGORY_HI.medical);
const modeOf = (value: unknown) => MODE_HI[(typeof value === 'string' && value in MODE_HI ? value : 'video') as BookingMode];
const reasonText = (reason: unknown) => text(reason).trim() || 'कोई कारण नहीं बताया गया।';
type Appointment = Loose<OutboxPayloads['appointment-booked']>;
const when = (p: Appointment) => appointmentTimeText(text(p.startsAt), text(p.timeZone) || 'Asia/Kolkata', 'hi');
const join = (p: Appointment, l: Links) => link(l, text(p.joinPath) || '/patient-dashboard');

function codeMessage(p: Loose<OutboxPayloads['one-time-code']>, l: Links): Rendered {
  const use = typeof p.purpose === 'string' && p.purpose in CODE_USES_HI ? CODE_USES_HI[p.purpose as CodePurpose] : CODE_USES_HI['sign-in'];
  const host = new URL(l.base).host;
  return message([text(p.code), use, host], (code, purpose, origin) => {
    return `${purpose} आपका कोड ${code} है। यह 5 मिनट तक चलेगा। इसे किसी को न बताएँ: Sahay यह कोड कभी नहीं माँगता।\n@${origin} #${code}`;
  });
}

export const HINDI_RENDERERS: TemplateRenderers = {
  'expert-consultation-request': (p, l) =>
    message([text(p.expertName), text(p.topic), link(l, `/expert-dashboard?consultation=${text(p.consultationId)}`)], (name, topic, url) => {
      return `Sahay: ${name}, एक मरीज़ आपका इंतज़ार कर रहे हैं (${topic})। सलाह शुरू करने के लिए ${url} खोलें।`;
    }),
  'expert-chat-started': (p, l) =>
    message([text(p.expertName), text(p.topic), link(l, `/expert-dashboard?consultation=${text(p.consultationId)}`)], (name, topic, url) => {
      return `Sahay: ${name}, एक मरीज़ ने आपसे चैट शुरू की है (${topic})। अनुरोध देखने के लिए ${url} खोलें।`;
    }),
  'consultation-accepted': (p, l) =>
    p.forAccount === false
      ? message([text(p.expertName), fieldOf(p.field).field, link(l, '/contact')], (name, field, url) => {
          return `Sahay: ${name} ने आपका ${field} अनुरोध मान लिया है और अब आपको इसी नंबर पर कॉल कर सकते हैं। कोई सवाल हो तो: ${url}`;
        })
      : message([text(p.expertName), fieldOf(p.field).field, link(l, consultationChatPath(text(p.consultationId)))], (name, field, url) => {
          return `Sahay: ${name} ने आपकी ${field} सलाह का अनुरोध मान लिया है। अपनी चैट खोलें: ${url}`;
        }),
  'prescription-issued': (p, l) =>
    p.forAccount === false
      ? message([text(p.doctorName), link(l, '/contact')], (name, url) => {
          return `Sahay: ${name} ने आपके मेडिकल अनुरोध के लिए दवा का पर्चा लिखा है। इसकी कॉपी के लिए Sahay सहायता से संपर्क करें: ${url}`;
        })
      : message([text(p.doctorName), link(l, `/prescription-view/${text(p.prescriptionId)}`)], (name, url) => {
          return `Sahay: ${name} ने आपकी मेडिकल सलाह के लिए दवा का पर्चा लिखा है। इसे देखें और डाउनलोड करें (पहले साइन इन करें): ${url}`;
        }),
  'legal-document-issued': (p, l) =>
    p.forAccount === false
      ? message([text(p.lawyerName), link(l, '/contact')], (name, url) => {
          return `Sahay: ${name} ने आपके क़ानूनी अनुरोध के लिए एक क़ानूनी दस्तावेज़ लिखा है। इसकी कॉपी के लिए Sahay सहायता से संपर्क करें: ${url}`;
        })
      : message([text(p.lawyerName), link(l, `/legal-document-view/${text(p.documentId)}`)], (name, url) => {
          return `Sahay: ${name} ने आपकी क़ानूनी सलाह के लिए एक क़ानूनी दस्तावेज़ लिखा है। इसे देखें और डाउनलोड करें (पहले साइन इन करें): ${url}`;
        }),
  'expert-registration-received': (p, l) =>
    message([text(p.name), fieldOf(p.category).expert, link(l, '/expert-dashboard')], (name, kind, url) => {
      return `नमस्ते ${name}, Sahay पर ${kind} के रूप में आपका रजिस्ट्रेशन हमें मिल गया है। एक एडमिन आपका प्रोफ़ेशनल रजिस्ट्रेशन जाँचेंगे, आमतौर पर 2 कामकाजी दिनों में, और फ़ैसला हम आपको ईमेल और WhatsApp पर बताएँगे। तब तक मरीज़ों को आप दिखाई नहीं देंगे। आपका डेस्क: ${url} - Sahay`;
    }),
  'expert-approved': (p, l) =>
    message([text(p.name), link(l, '/expert-dashboard')], (name, url) => {
      return `नमस्ते ${name}, Sahay पर आपकी एक्सपर्ट प्रोफ़ाइल मंज़ूर हो गई है: अब मरीज़ आपको ढूँढ सकते हैं। अनुरोध पाने के लिए अपने डेस्क से ऑनलाइन हो जाएँ: ${url} - Sahay`;
    }),
  'expert-rejected': (p, l) =>
    message([text(p.name), reasonText(p.reason), link(l, '/contact')], (name, reason, url) => {
      return `नमस्ते ${name}, Sahay पर आपका एक्सपर्ट रजिस्ट्रेशन मंज़ूर नहीं हुआ। कारण: ${reason} अपनी जानकारी ठीक करके दोबारा जाँच करवाने के लिए हमें लिखें: ${url} - Sahay`;
    }),
  'expert-suspended': (p, l) =>
    message([text(p.name), reasonText(p.reason), link(l, '/contact')], (name, reason, url) => {
      return `नमस्ते ${name}, Sahay पर आपकी एक्सपर्ट प्रोफ़ाइल रोक दी गई है: आपको अनुरोध नहीं भेजे जाएँगे और आपकी सलाह (कंसल्टेशन) आपके लिए बंद रहेंगी। कारण: ${reason} कोई सवाल हो तो: ${url} - Sahay`;
    }),
  'expert-reinstated': (p, l) =>
    message([text(p.name), link(l, '/expert-dashboard')], (name, url) => {
      return `नमस्ते ${name}, Sahay पर आपकी एक्सपर्ट प्रोफ़ाइल फिर से चालू हो गई है। अनुरोध पाने के लिए अपने डेस्क से ऑनलाइन हो जाएँ: ${url} - Sahay`;
    }),
  'sign-in-locked': (p, l) =>
    message([text(p.name), typeof p.minutes === 'number' ? String(p.minutes) : '', link(l, '/contact')], (name, minutes, url) => {
      return `नमस्ते ${name}, आपके Sahay खाते में कई बार गलत पासवर्ड से साइन इन की कोशिश हुई, इसलिए ${minutes} मिनट के लिए साइन इन रोक दिया गया है। अगर यह आप नहीं थे, तो कोई अंदर नहीं आ पाया; हमें ${url} पर बताएँ - Sahay`;
    }),
  'contact-confirmation': (p) =>
    message([text(p.firstName), text(p.subject)], (name, subject) => `नमस्ते ${name}, आपका संदेश "${subject}" हमें मिल गया है और हम 24 घंटे के अंदर जवाब देंगे। - Sahay`),
  'deletion-request-received': (p, l) =>
    message([longDate(p.respondBy, 'hi'), longDate(p.deleteBy, 'hi'), link(l, '/privacy#deletion')], (respondBy, deleteBy, url) => {
      return `Sahay खाता मिटाने का आपका अनुरोध हमें मिल गया है। हम ${respondBy} तक जवाब देंगे, और यह पक्का होने पर कि अनुरोध आपका ही है, ${deleteBy} तक आपका खाता और डेटा मिटा देंगे। क्या मिटाया जाता है और क़ानून के हिसाब से हमें क्या रखना पड़ता है: ${url} - Sahay`;
    }),
  'deletion-request-rejected': (p, l) =>
    message([reasonText(p.reason), link(l, '/delete-account'), link(l, '/contact')], (reason, again, contact) => {
      return `Sahay खाता मिटाने का आपका अनुरोध हमने बिना कुछ मिटाए बंद कर दिया है। कारण: ${reason} आप ${again} पर फिर से अनुरोध कर सकते हैं या हमें ${contact} पर लिख सकते हैं - Sahay`;
    }),
  'deletion-request-completed': (_p, l) =>
    message([link(l, '/privacy#deletion')], (url) => {
      return `आपके कहने पर आपका Sahay खाता और उसका डेटा मिटा दिया गया है। आपको दिए गए दवा के पर्चे और क़ानूनी दस्तावेज़ क़ानून के अनुसार रखे जाते हैं, पर आपके नाम या आपसे किसी जुड़ाव के बिना: ${url} - Sahay`;
    }),
  'bridged-call-notice': (p) =>
    p.test === true
      ? message([text(p.doctorName), text(p.callerId)], (name, from) => {
          return `Sahay: ${name}, यह Sahay की फ़ोन ब्रिजिंग की जाँच है। हम अभी आपको ${from} से कॉल कर रहे हैं; कॉल उठाइए, फिर हम दूसरे नंबर पर कॉल करके आपको जोड़ देंगे। दोनों तरफ़ नंबर छिपे रहते हैं।`;
        })
      : message([text(p.doctorName), text(p.callerId)], (name, from) => {
          return `Sahay: ${name}, आपके मरीज़ ने फ़ोन पर बात करनी चाही है। हम अभी आपको ${from} से कॉल कर रहे हैं; कॉल उठाइए, फिर हम मरीज़ को कॉल करके आपको जोड़ देंगे। आप दोनों में से कोई भी दूसरे का नंबर नहीं देख पाएगा।`;
        }),
  'one-time-code': codeMessage,
  'password-reset-link': (p, l) =>
    message([text(p.name), link(l, `/reset-password?token=${encodeURIComponent(text(p.token))}`)], (name, url) => {
      return `नमस्ते ${name}, Sahay का नया पासवर्ड चुनने के लिए एक घंटे के अंदर ${url} खोलें। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा। - Sahay`;
    }),
  'password-changed': (p, l) =>
    message([text(p.name), p.how === 'reset' ? 'रीसेट कर दिया गया' : 'बदल दिया गया', link(l, '/contact')], (name, how, url) => {
      return `नमस्ते ${name}, आपका Sahay पासवर्ड ${how} है और दूसरे डिवाइस से साइन आउट कर दिया गया है। अगर यह आपने नहीं किया, तो तुरंत हमें बताएँ: ${url} - Sahay`;
    }),
  'refund-approved': (p, l) =>
    message([text(p.amount), text(p.receipt), link(l, '/patient-dashboard')], (amount, receipt, url) => {
      return `Sahay: आपका ₹${amount} का रिफ़ंड (रसीद ${receipt}) मंज़ूर हो गया है और उसी तरीके से वापस भेज दिया गया है जिससे आपने भुगतान किया था; बैंक में दिखने में 5-7 कामकाजी दिन लगते हैं। ${url}`;
    }),
  'refund-declined': (p, l) =>
    message([text(p.amount), text(p.receipt), reasonText(p.reason), link(l, '/contact')], (amount, receipt, reason, url) => {
      return `Sahay: ₹${amount} (रसीद ${receipt}) के रिफ़ंड का आपका अनुरोध मंज़ूर नहीं हुआ। कारण: ${reason} कोई सवाल हो तो: ${url}`;
    }),
  'appointment-booked': (p, l) =>
    message([modeOf(p.mode), text(p.expertName), when(p), join(p, l)], (mode, name, at, url) => {
      return `Sahay: ${name} के साथ आपकी ${mode} ${at} के लिए बुक हो गई है। समय पर जुड़ें: ${url} (2 घंटे पहले तक आप अपने डैशबोर्ड पर इसे बदल या रद्द कर सकते हैं)।`;
    }),
  'appointment-moved': (p, l) =>
    message([modeOf(p.mode), text(p.expertName), when(p), join(p, l)], (mode, name, at, url) => {
      return `Sahay: ${name} के साथ आपकी ${mode} अब ${at} पर है। समय पर जुड़ें: ${url}`;
    }),
  'appointment-reminder': (p, l) =>
    message([p.when === '15m' ? '15 मिनट में' : 'कल', modeOf(p.mode), text(p.expertName), when(p), join(p, l)], (soon, mode, name, at, url) => {
      return `Sahay रिमाइंडर: ${name} के साथ आपकी ${mode} ${soon} शुरू होगी, ${at}। जुड़ें: ${url}`;
    }),
  'appointment-cancelled': (p, l) =>
    p.cancelledBy === 'expert'
      ? message([text(p.expertName), when(p), reasonText(p.reason), link(l, '/expert-selection')], (name, at, reason, url) => {
          return `Sahay: ${name} ने ${at} का आपका अपॉइंटमेंट रद्द कर दिया है। कारण: ${reason} कोई दूसरा समय बुक करें: ${url}`;
        })
      : message([text(p.expertName), when(p), link(l, '/expert-selection')], (name, at, url) => {
          return `Sahay: आपके कहने पर ${name} के साथ ${at} का आपका अपॉइंटमेंट रद्द कर दिया गया है। कोई दूसरा समय बुक करें: ${url}`;
        }),
};
