import type authPhone from './messages/en/auth-phone.json';
import type auth from './messages/en/auth.json';
import type common from './messages/en/common.json';
import type emergency from './messages/en/emergency.json';
import type firstRun from './messages/en/first-run.json';
import type home from './messages/en/home.json';
import type verticals from './messages/en/verticals.json';
import type verticalMedical from './messages/en/vertical-medical.json';
import type verticalLegal from './messages/en/vertical-legal.json';
import type verticalFinance from './messages/en/vertical-finance.json';
import type verticalTech from './messages/en/vertical-tech.json';
import type specialties from './messages/en/specialties.json';
import type services from './messages/en/services.json';
import type serviceTopics from './messages/en/service-topics.json';
import type consult from './messages/en/consult.json';
import type contact from './messages/en/contact.json';
import type expertSearch from './messages/en/expert-search.json';
import type expertPage from './messages/en/expert-page.json';

// The catalogue's areas (src/i18n/messages/<language>/<area>.json) and its keys, from the English files: a key that
// is not in the catalogue does not compile.
export type MessageArea =
  | 'common'
  | 'home'
  | 'first-run'
  | 'emergency'
  | 'auth'
  | 'auth-phone'
  | 'verticals'
  | 'vertical-medical'
  | 'vertical-legal'
  | 'vertical-finance'
  | 'vertical-tech'
  | 'specialties'
  | 'services'
  | 'service-topics'
  | 'consult'
  | 'contact'
  | 'expert-search'
  | 'expert-page';
type Catalogue = typeof common &
  typeof home &
  typeof firstRun &
  typeof emergency &
  typeof auth &
  typeof authPhone &
  typeof verticals &
  typeof verticalMedical &
  typeof verticalLegal &
  typeof verticalFinance &
  typeof verticalTech &
  typeof specialties &
  typeof services &
  typeof serviceTopics &
  typeof consult &
  typeof contact &
  typeof expertSearch &
  typeof expertPage;
export type MessageKey = Extract<keyof Catalogue, string>;
