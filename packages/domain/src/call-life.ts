import { z } from 'zod';
import { conversationLineText } from './conversation-lines';

/*
 * Issue 15 part 4, the call's life: one member rings the other, the call is answered, declined or missed, its
 * start and end are kept on the consultation, and meetings can be scheduled for later (docs/decisions/084).
 */

/** How long the other member's page rings before the call counts as missed. */
export const RING_SECONDS = 45;
/** A scheduled meeting opens this long before its time, so both can check camera and microphone. */
export const MEETING_OPENS_EARLY_MINUTES = 10;
/** How far ahead a meeting may be scheduled. */
export const MEETING_MAX_DAYS_AHEAD = 60;
/** A page that leaves (a reload, a dropped network) and is back within this keeps the same call going. */
export const CALL_REJOIN_GRACE_SECONDS = 60;

export const CallModeSchema = z.enum(['video', 'audio']);
export type CallMode = z.infer<typeof CallModeSchema>;

export const StartCallInputSchema = z.object({ mode: CallModeSchema });
export type StartCallInput = z.infer<typeof StartCallInputSchema>;

/**
 * ringing → accepted (the callee said yes) → connected (both pages in the call) → ended; or ringing → declined,
 * missed (no answer in time) or cancelled (the caller gave up; the callee sees a missed call). A call joined from a
 * meeting link without ringing starts at connected.
 */
export const CallStatusSchema = z.enum(['ringing', 'accepted', 'declined', 'missed', 'cancelled', 'connected', 'ended']);
export type CallStatus = z.infer<typeof CallStatusSchema>;

/** One call as both members' pages see it while it rings, and after. */
export const CallSchema = z.object({
  id: z.uuid(),
  consultationId: z.uuid(),
  roomId: z.string(),
  mode: CallModeSchema,
  status: CallStatusSchema,
  callerUserId: z.uuid().nullable(),
  /** The caller's name as the callee knows them (the expert's name, or the patient's once accepted). */
  callerName: z.string(),
  /** The callee's name as the caller knows them. */
  calleeName: z.string(),
  /** Until when it rings. */
  expiresAt: z.iso.datetime(),
});
export type Call = z.infer<typeof CallSchema>;

/** A call in a consultation's history: its times come from the server, never from a page. */
export const CallRecordSchema = z.object({
  id: z.uuid(),
  mode: CallModeSchema,
  status: CallStatusSchema,
  createdAt: z.iso.datetime(),
  /** When both members were in the call; null if it never connected. */
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  /** Whole seconds between start and end; null until it ended. */
  durationSeconds: z.number().int().nonnegative().nullable(),
});
export type CallRecord = z.infer<typeof CallRecordSchema>;

export const CALL_LIFE_MESSAGES = {
  notAccepted: 'Calls start once the expert has accepted this consultation',
  busy: 'A call is already ringing in this consultation',
  notRinging: 'This call is no longer ringing',
  notYours: 'Only the person being called can answer this call',
  notCaller: 'Only the caller can cancel this call',
  peerLeft: 'The call ended because the other person signed out or lost access to this consultation',
  pastTime: 'Please choose a time in the future',
  tooFar: `Meetings can be scheduled up to ${MEETING_MAX_DAYS_AHEAD} days ahead`,
  missingTime: 'Please choose a date and a time',
} as const;

/**
 * The line a missed or declined call leaves in the conversation, seen by both members: stored in English, said in
 * each reader's language by their app (conversation-lines.ts).
 */
export function callOutcomeText(outcome: 'declined' | 'missed', mode: CallMode, callerName: string, calleeName: string): string {
  return conversationLineText(
    outcome === 'declined' ? { key: 'callDeclined', mode, caller: callerName, callee: calleeName } : { key: 'callMissed', mode, caller: callerName },
  );
}

/** "12 min 5 s", "45 s", "1 h 2 min": a call's length in the history. */
export function callDurationText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min ${s} s`;
  return `${s} s`;
}

/** Schedule Meeting: now (null: the consultation's standing room) or at a time chosen in India time. */
export const ScheduleMeetingInputSchema = z.object({
  mode: CallModeSchema.default('video'),
  startsAt: z.iso.datetime({ offset: true, error: CALL_LIFE_MESSAGES.missingTime }).nullable().default(null),
});
export type ScheduleMeetingInput = z.input<typeof ScheduleMeetingInputSchema>;

/** The Schedule Meeting form: a call kind, now or later, and for later a date and time in India time. */
export const ScheduleMeetingFormSchema = z
  .object({
    mode: CallModeSchema,
    when: z.enum(['now', 'later']),
    date: z.string(),
    time: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.when === 'now') return;
    const iso = indiaDateTimeToIso(form.date, form.time);
    if (!iso) return ctx.addIssue({ code: 'custom', path: [form.date ? 'time' : 'date'], message: CALL_LIFE_MESSAGES.missingTime });
    const problem = meetingTimeProblem(new Date(iso), new Date());
    if (problem) ctx.addIssue({ code: 'custom', path: ['time'], message: problem });
  });
export type ScheduleMeetingForm = z.infer<typeof ScheduleMeetingFormSchema>;

/** What the form sends: null for now. */
export function scheduleMeetingInput(form: ScheduleMeetingForm): { mode: CallMode; startsAt: string | null } {
  return { mode: form.mode, startsAt: form.when === 'later' ? indiaDateTimeToIso(form.date, form.time) : null };
}

/** Whether a meeting time is acceptable at `now`: in the future and not too far ahead; else the message. */
export function meetingTimeProblem(startsAt: Date, now: Date): string | null {
  if (Number.isNaN(startsAt.getTime())) return CALL_LIFE_MESSAGES.missingTime;
  if (startsAt.getTime() <= now.getTime()) return CALL_LIFE_MESSAGES.pastTime;
  if (startsAt.getTime() - now.getTime() > MEETING_MAX_DAYS_AHEAD * 86_400_000) return CALL_LIFE_MESSAGES.tooFar;
  return null;
}

/** When a meeting at `startsAt` may be joined. */
export function meetingOpensAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - MEETING_OPENS_EARLY_MINUTES * 60_000);
}

const IST_OFFSET_MINUTES = 330;

/** A date (YYYY-MM-DD) and time (HH:mm) read as India time, as an ISO instant; null when either is not valid. */
export function indiaDateTimeToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const utc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(utc)) return null;
  return new Date(utc - IST_OFFSET_MINUTES * 60_000).toISOString();
}

/** "Tue, 3 Mar, 4:30 pm IST": a meeting time as people in India read it, whatever the device's time zone. */
export function indiaTimeText(iso: string | Date): string {
  const text = new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return `${text} IST`;
}

/** What Schedule Meeting answers: the link, posted in the conversation too. */
export const ScheduledMeetingSchema = z.object({
  roomId: z.string(),
  consultationId: z.uuid(),
  url: z.string(),
  /** Null: the meeting is open now. */
  startsAt: z.iso.datetime().nullable(),
  opensAt: z.iso.datetime().nullable(),
  messageId: z.number().int(),
});
export type ScheduledMeeting = z.infer<typeof ScheduledMeetingSchema>;

/** The line Schedule Meeting posts in the conversation (its sender is whoever scheduled it). */
export function meetingMessageText(mode: CallMode, url: string, startsAt: string | null): string {
  const kind = mode === 'audio' ? 'Audio meeting' : 'Video meeting';
  return startsAt
    ? `${kind} scheduled for ${indiaTimeText(startsAt)}. Join here (opens ${MEETING_OPENS_EARLY_MINUTES} minutes before): ${url}`
    : `${kind} link — join now: ${url}`;
}

/** Server → page events of the call's life. */
export type CallLifeServerEvent =
  /** To the callee's sockets: someone is calling. */
  | { type: 'call-ring'; call: Call }
  /** To both members' sockets: the call was accepted, declined, missed or cancelled. */
  | { type: 'call-update'; call: Call };
