import type authPhone from './messages/en/auth-phone.json';
import type authRecovery from './messages/en/auth-recovery.json';
import type auth from './messages/en/auth.json';
import type common from './messages/en/common.json';
import type emergency from './messages/en/emergency.json';
import type firstRun from './messages/en/first-run.json';
import type home from './messages/en/home.json';

// The catalogue's areas (src/i18n/messages/<language>/<area>.json) and its keys, from the English files: a key that
// is not in the catalogue does not compile.
export type MessageArea = 'common' | 'home' | 'first-run' | 'emergency' | 'auth' | 'auth-phone' | 'auth-recovery';
type Catalogue = typeof common & typeof home & typeof firstRun & typeof emergency & typeof auth & typeof authPhone & typeof authRecovery;
export type MessageKey = Extract<keyof Catalogue, string>;
