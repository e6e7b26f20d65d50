import type authPhone from './messages/en/auth-phone.json';
import type auth from './messages/en/auth.json';
import type common from './messages/en/common.json';
import type emergency from './messages/en/emergency.json';
import type firstRun from './messages/en/first-run.json';
import type home from './messages/en/home.json';
import type chat from './messages/en/chat.json';
import type calls from './messages/en/calls.json';
import type phoneCalls from './messages/en/phone-calls.json';
import type legalRequest from './messages/en/legal-request.json';
import type legalDocuments from './messages/en/legal-documents.json';
import type about from './messages/en/about.json';
import type settings from './messages/en/settings.json';
import type terms from './messages/en/terms.json';

// The catalogue's areas (src/i18n/messages/<language>/<area>.json) and its keys, from the English files: a key that
// is not in the catalogue does not compile.
export type MessageArea =
  | 'common'
  | 'home'
  | 'first-run'
  | 'emergency'
  | 'auth'
  | 'auth-phone'
  | 'chat'
  | 'calls'
  | 'phone-calls'
  | 'legal-request'
  | 'legal-documents'
  | 'about'
  | 'settings'
  | 'terms';
type Catalogue = typeof common &
  typeof home &
  typeof firstRun &
  typeof emergency &
  typeof auth &
  typeof authPhone &
  typeof chat &
  typeof calls &
  typeof phoneCalls &
  typeof legalRequest &
  typeof legalDocuments &
  typeof about &
  typeof settings &
  typeof terms;
export type MessageKey = Extract<keyof Catalogue, string>;
