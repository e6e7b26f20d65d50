/**
 * Issue 15 part 4: what the call signalling tells about a consultation's call, so its start, end and length are
 * kept from what the server itself relays (the calls module answers: modules/calls/call-log.service.ts). Each is
 * idempotent: with several instances, more than one may report the same moment.
 */
export interface CallLog {
  /** A page of each member is in the call: it starts (or, after a short absence, goes on). */
  bothIn(consultationId: string): Promise<void>;
  /** A member's page left without hanging up (Back, a reload, a dropped network): it ends then unless they return. */
  left(consultationId: string): Promise<void>;
  /** End call, or access ended: it ends now. */
  ended(consultationId: string): Promise<void>;
}
