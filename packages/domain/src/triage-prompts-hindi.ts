import type { TriageStep } from './triage-conversation';

// Issue 20 part 2: the triage bot's questions (TRIAGE_PROMPTS) in Hindi, for the server when the reader chose Hindi
// (its follow-up question and the fallback when the AI fails). The web app says the same words from its catalogue
// (messages/hi/triage.json, triage.prompt.*): apps/web/test/triage-hindi.test.tsx checks they are the same.
export const TRIAGE_PROMPTS_HINDI: Record<TriageStep, string> = {
  age: 'नमस्ते! मैं आपका AI हेल्थ असिस्टेंट हूँ। मैं कुछ सवाल पूछूँगा, ताकि समझ सकूँ कि आपके लक्षण कितने गंभीर हैं, कितनी जल्दी दिखाना चाहिए और कौन-सा डॉक्टर मदद कर सकता है। शुरू करते हैं: आपकी उम्र कितनी है?',
  gender: 'आपका लिंग (जेंडर) क्या है?',
  primary_symptom: 'आपको सबसे ज़्यादा कौन-सी तकलीफ़ परेशान कर रही है?',
  duration: 'यह तकलीफ़ कब से है? (जैसे: अचानक शुरू हुई, कुछ घंटों से, 3 दिन से)',
  pain_level: '0 से 10 के पैमाने पर, दर्द या बेचैनी कितनी ज़्यादा है?',
  additional_symptoms: "क्या आपको कोई और लक्षण भी हैं? उन्हें कॉमा (,) लगाकर अलग-अलग लिखें, या 'कोई नहीं' चुनें।",
  medical_history: "क्या आपको कोई पुरानी बीमारी है, जैसे डायबिटीज़ (शुगर), हाई बीपी या दिल की बीमारी? कॉमा (,) लगाकर अलग-अलग लिखें, या 'कोई नहीं' चुनें।",
  medications: "क्या आप अभी कोई दवा ले रहे हैं? कॉमा (,) लगाकर अलग-अलग लिखें, या 'कोई नहीं' चुनें।",
  analysis: 'धन्यवाद। अब मैं आपके जवाबों को जाँच रहा हूँ...',
};
