import type aiConsultation from './messages/en/ai-consultation.json';
import type authPhone from './messages/en/auth-phone.json';
import type assistant from './messages/en/assistant.json';
import type auth from './messages/en/auth.json';
import type common from './messages/en/common.json';
import type emergency from './messages/en/emergency.json';
import type firstRun from './messages/en/first-run.json';
import type home from './messages/en/home.json';
import type problemRouting from './messages/en/problem-routing.json';
import type triage from './messages/en/triage.json';

// The catalogue's areas (src/i18n/messages/<language>/<area>.json) and its keys, from the English files: a key that
// is not in the catalogue does not compile.
export type MessageArea =
  'common' | 'home' | 'first-run' | 'emergency' | 'auth' | 'auth-phone' | 'triage' | 'problem-routing' | 'assistant' | 'ai-consultation';
type Catalogue = typeof common &
  typeof home &
  typeof firstRun &
  typeof emergency &
  typeof auth &
  typeof authPhone &
  typeof triage &
  typeof problemRouting &
  typeof assistant &
  typeof aiConsultation;
export type MessageKey = Extract<keyof Catalogue, string>;
