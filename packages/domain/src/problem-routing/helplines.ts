/**
 * Urgent help that is not medical (issue 21): money being taken by online fraud (1930, the National Cyber Crime
 * Helpline, where a report in the first hours can freeze the money) and a woman in danger or distress (181, the
 * Women Helpline). Shown before anything else, with the police on 112 for immediate danger. Reviewed data in the
 * red-flag lexicon's notation (see types.ts).
 */
import { CYBER_CRIME_HELPLINE, CYBER_CRIME_PORTAL, EMERGENCY_NUMBER, WOMEN_HELPLINE } from '../legal';

export const HELPLINE_IDS = ['cyber_fraud', 'women_distress'] as const;
export type HelplineId = (typeof HELPLINE_IDS)[number];

export interface Helpline {
  id: HelplineId;
  number: string;
  name: string;
  /** What to do now, said plainly. */
  advice: string;
  /** The same in Hindi, for a person who wrote in Devanagari. */
  adviceHindi: string;
  /** A website for the complaint as well as the call, if there is one. */
  website: string | null;
}

export const HELPLINES: Readonly<Record<HelplineId, Omit<Helpline, 'id'>>> = {
  cyber_fraud: {
    number: CYBER_CRIME_HELPLINE,
    name: 'National Cyber Crime Helpline',
    advice: `Call ${CYBER_CRIME_HELPLINE} now: reported within the first hours, the money can often be frozen before it is withdrawn. Then tell your bank to block the card or UPI, and file the complaint at cybercrime.gov.in.`,
    adviceHindi: `अभी ${CYBER_CRIME_HELPLINE} पर कॉल करें: जल्दी शिकायत करने पर पैसा रोका जा सकता है। फिर बैंक से कार्ड या यूपीआई बंद करवाएँ और cybercrime.gov.in पर शिकायत दर्ज करें।`,
    website: CYBER_CRIME_PORTAL,
  },
  women_distress: {
    number: WOMEN_HELPLINE,
    name: 'Women Helpline',
    advice: `If you are a woman facing violence, harassment or threats, call ${WOMEN_HELPLINE} (free, 24x7) for help, shelter and legal support. If you are in danger right now, call ${EMERGENCY_NUMBER}.`,
    adviceHindi: `हिंसा, उत्पीड़न या धमकी का सामना कर रही महिलाएँ ${WOMEN_HELPLINE} पर कॉल करें (मुफ़्त, 24x7)। अभी ख़तरा हो तो ${EMERGENCY_NUMBER} पर कॉल करें।`,
    website: null,
  },
};

/** The phrases that call for each helpline. */
export const HELPLINE_RULES: Readonly<Record<HelplineId, readonly string[]>> = {
  cyber_fraud: [
    '#fraud & #moneytaken',
    '@bank @taken ~4',
    '@taken from|se|से @bank ~3',
    '@otp shared|share|gave|given|told|bata|bataya|batana|diya|बताया|बता|दिया ~3',
    'shared|gave|told|bataya|बताया @otp ~3',
    'upi|यूपीआई|online|bank|card @fraud',
    'phishing',
    'sim|सिम clone|cloned|swap|swapped|duplicate ~3',
    'clone|cloned|swap|swapped sim|सिम ~2',
    'unauthorised|unauthorized transaction|transactions|debit',
    '@bank|@account being|getting drained|emptied|khali|खाली',
  ],
  women_distress: [
    '@spouse @beat ~4',
    '@beat',
    'domestic violence',
    '@dowry harass|harassment|harassing|pareshan|परेशान|torture|maang|मांग|demand|demanding|pressure ~4',
    '@spouse|sasural|ससुराल pareshan|परेशान|harass|harassing|torture|torturing ~4',
    'harass|harassing|harassment|harassed|stalk|stalking|stalker|molest|molested|molestation|rape|raped|assault|assaulted',
    'chhed|chhedchhad|छेड़|छेड़छाड़|eve teasing',
    'following|follows|followed me|mujhe|मुझे ~1',
    'peecha|pichha|पीछा',
    '#threat & #private',
    '@threat kill|maar|maarne|jaan|जान|acid|tezab|तेजाब ~4',
    'kill|maarne|मारने|जान @threat ~4',
  ],
};
