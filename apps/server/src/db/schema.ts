// The whole schema as one object, for drizzle's relational queries and better-auth's adapter.
import * as auth from './schema/auth';
import * as bookings from './schema/bookings';
import * as calls from './schema/calls';
import * as chat from './schema/chat';
import * as consultations from './schema/consultations';
import * as experts from './schema/experts';
import * as expertWork from './schema/expert-work';
import * as family from './schema/family';
import * as healthRecords from './schema/health-records';
import * as healthShares from './schema/health-shares';
import * as oneTimeCodes from './schema/one-time-codes';
import * as payments from './schema/payments';
import * as phoneCalls from './schema/phone-calls';
import * as platform from './schema/platform';
import * as support from './schema/support';

export const schema = {
  ...auth,
  ...experts,
  ...consultations,
  ...family,
  ...healthRecords,
  ...healthShares,
  ...platform,
  ...support,
  ...expertWork,
  ...chat,
  ...calls,
  ...phoneCalls,
  ...oneTimeCodes,
  ...bookings,
  ...payments,
};
export type Schema = typeof schema;
