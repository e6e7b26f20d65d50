/** Problems for a lawyer: which field of law, and why. Reviewed data (see types.ts for the notation). */
import type { ProblemPattern, RouteTarget } from './types';

export const lawyer = (department: string, why: string): RouteTarget => ({ category: 'legal', department, why });

export const LEGAL_PATTERNS: readonly ProblemPattern[] = [
  {
    id: 'landlord-tenant',
    phrases: [
      '@landlord',
      '@tenant',
      'rent|rental|kiraya|किराया agreement|एग्रीमेंट',
      'security deposit|डिपॉजिट',
      'evict|eviction|evicted',
      'ghar|makaan|मकान|घर khali|खाली',
    ],
    routes: [lawyer('Property Law', 'A property lawyer handles rent agreements, deposits and evictions between landlords and tenants.')],
  },
  {
    id: 'property-dispute',
    phrases: [
      '@land dispute|disputes|jhagda|jhagra|vivad|विवाद|झगड़ा ~4',
      'dispute|jhagda|jhagra|vivad|विवाद|झगड़ा @land ~4',
      'zamin|jamin|जमीन|जायदाद|संपत्ति',
      'possession|kabza|kabja|कब्जा|registry|mutation|encroachment|encroached',
      'builder|developer|rera|बिल्डर',
      'neighbour|neighbor|neighbours|padosi|पड़ोसी wall|deewar|दीवार|land|zamin|जमीन|kabza|कब्जा|encroached|built ~6',
      'share|hissa|हिस्सा|batwara|बंटवारा|partition|ancestral|पुश्तैनी|pushtaini @land ~4',
      'batwara|बंटवारा|partition|ancestral|पुश्तैनी|pushtaini',
    ],
    routes: [lawyer('Property Law', 'A property lawyer deals with land and flat disputes, builders, possession and registration.')],
  },
  {
    id: 'family',
    phrases: [
      '@spouse kharcha|kharch|खर्चा|maintenance|support|pay|deta|देता ~5',
      '@spouse left|deserted|chhod|छोड़ ~3',
      '@divorce',
      '@dowry',
      'domestic violence',
      '@spouse @beat ~4',
      '@beat',
      'marriage|shadi|शादी dispute|problem|jhagda|टूट',
      'child custody',
      'adopt|adoption|adopting',
      'god|गोद lena|leni|लेना|लेनी ~1',
    ],
    routes: [lawyer('Family Law', 'A family lawyer handles divorce, maintenance, custody, dowry and domestic-violence cases.')],
  },
  {
    id: 'succession',
    phrases: [
      'make|write|draft|prepare|register will ~1',
      'wasiyat|vasiyat|वसीयत',
      'inheritance|succession|virasat|विरासत',
      'father|fathers|mother|mothers|papa|parents|पिता death|died|guzar ~5',
    ],
    routes: [lawyer('Family Law', 'A family lawyer drafts wills and settles inheritance and succession.')],
  },
  {
    id: 'criminal',
    phrases: [
      '@police',
      'false|fake|jhuta|झूठा|झूठे case|fir|complaint|केस|मुकदमा',
      'court|police|criminal case',
      'pakad|pakda|पकड़|detained|custody|hirasat|हिरासत',
      'harass|harassing|harassment|harassed|stalking|stalker|molested|molestation|assaulted',
    ],
    routes: [lawyer('Criminal Law', 'A criminal lawyer handles FIRs, police complaints, arrests and bail.')],
  },
  {
    id: 'cheque-bounce',
    phrases: ['cheque|check|चेक bounce|bounced|dishonoured|बाउंस ~6'],
    routes: [lawyer('Criminal Law', 'A bounced cheque is a case under section 138; a lawyer sends the notice and files it.')],
  },
  {
    id: 'consumer',
    phrases: [
      '@defective product|item|phone|goods|saman|सामान|maal|order',
      '@refund not|nahi|नहीं|denied|@refused',
      '@refused @refund',
      'consumer|उपभोक्ता',
      'warranty|guarantee|वारंटी',
      'overcharged|overcharging|overbilled|itemised|itemized',
      'shop|seller|dukandar|दुकानदार|wale|company @refused ~5',
      'bill|billing|बिल too|wrong|galat|गलत|excess|overcharged|extra|inflated|high ~4',
      'not|nahi|नहीं delivered|deliver|aaya|आया ~3',
    ],
    routes: [lawyer('Consumer Law', 'A consumer lawyer takes a faulty product, a refused refund or poor service to the consumer forum.')],
  },
  {
    id: 'employment',
    phrases: [
      '@salary not|nahi|नहीं|unpaid|pending|delayed|withheld|roki|रोकी ~3',
      'not|nahi|नहीं|unpaid|pending|delayed|withheld @salary ~3',
      '@fired',
      'naukri|नौकरी|job nikal|nikala|निकाल|निकाला ~5',
      'notice period',
      'gratuity|wrongful termination',
    ],
    routes: [lawyer('Corporate Law', 'An employment and contracts lawyer recovers unpaid salary and dues and challenges wrongful termination.')],
  },
  {
    id: 'contract',
    phrases: ['agreement|contract|deed|एग्रीमेंट|अनुबंध'],
    routes: [lawyer('Corporate Law', 'A contracts lawyer drafts and checks agreements so your terms are enforceable.')],
    strength: 1,
  },
  {
    id: 'court',
    phrases: [
      'court|adalat|अदालत|कोर्ट|mukadma|mukadama|मुकदमा|केस|lawsuit|summons',
      'case karna|karni|file|darj|chal ~1',
      'file|lodge|register a|an complaint|case ~1',
      'complaint karni|karna|darj',
    ],
    routes: [lawyer('Criminal Law', 'A lawyer can tell you where you stand in the case and represent you.')],
    strength: 1,
  },
  {
    id: 'ask-lawyer',
    phrases: ['lawyer|lawyers|advocate|vakil|वकील|कानूनी|kanuni|legal'],
    routes: [lawyer('Corporate Law', 'A lawyer can read your papers and tell you your rights and the next step.')],
    strength: 1,
  },
];
