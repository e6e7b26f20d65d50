import type authPhone from './messages/en/auth-phone.json';
import type auth from './messages/en/auth.json';
import type common from './messages/en/common.json';
import type editProfile from './messages/en/edit-profile.json';
import type emergency from './messages/en/emergency.json';
import type family from './messages/en/family.json';
import type firstRun from './messages/en/first-run.json';
import type healthQr from './messages/en/health-qr.json';
import type healthTracker from './messages/en/health-tracker.json';
import type home from './messages/en/home.json';
import type patientDashboard from './messages/en/patient-dashboard.json';
import type patientDetails from './messages/en/patient-details.json';
import type prescriptions from './messages/en/prescriptions.json';
import type profile from './messages/en/profile.json';

// The catalogue's areas (src/i18n/messages/<language>/<area>.json) and its keys, from the English files: a key that
// is not in the catalogue does not compile.
export type MessageArea =
  | 'common'
  | 'home'
  | 'first-run'
  | 'emergency'
  | 'auth'
  | 'auth-phone'
  | 'patient-dashboard'
  | 'profile'
  | 'edit-profile'
  | 'prescriptions'
  | 'health-tracker'
  | 'family'
  | 'health-qr'
  | 'patient-details';
type Catalogue = typeof common &
  typeof home &
  typeof firstRun &
  typeof emergency &
  typeof auth &
  typeof authPhone &
  typeof patientDashboard &
  typeof profile &
  typeof editProfile &
  typeof prescriptions &
  typeof healthTracker &
  typeof family &
  typeof healthQr &
  typeof patientDetails;
export type MessageKey = Extract<keyof Catalogue, string>;
