import { z } from 'zod';
import type { CallMode } from './call-life';
import { ConsultationStatusSchema, readOnlyReason, type ConsultationStatus } from './consultation-lifecycle';

/*
 * Issue 15 parts 1 and 2: one-to-one WebRTC calls between the two members of a consultation. The server only
 * relays signalling (descriptions, ICE candidates, media state) over the WebSocket; media goes peer to peer or
 * through TURN, never through Sahay's servers.
 */

/** A Chromium offer with audio and video is 4–8 KB; anything far above that is not a browser's description. */
export const CALL_SDP_MAX_CHARS = 16 * 1024;
/** One ICE candidate line is well under 300 characters. */
export const CALL_CANDIDATE_MAX_CHARS = 1024;
/** Signalling messages one socket may send a minute: a call with restarts sends well under a hundred. */
export const CALL_SIGNALS_PER_MINUTE = 240;
/** How long TURN credentials made by the server stay valid. */
export const TURN_CREDENTIAL_TTL_SECONDS = 3600;
/** Random bytes in a room id (128 bits, base64url: 22 characters). */
export const ROOM_ID_BYTES = 16;

/** Spec 001 §2.8, §4.5 and §8: the meeting page's exact words. */
export const CALL_TEXTS = {
  title: 'Join Medical Consultation',
  invalidLink: 'Invalid Meeting Link',
  permissionsTitle: 'Permissions Required',
  permissionsBody: 'Please allow microphone and camera access to join the consultation.',
  ready: 'Meeting Ready',
  shareWithPatient: 'Share link with patient',
  notRecorded:
    'This call is never recorded. Video and sound go directly between you and the other person, or through our relay server when a direct connection is not possible, encrypted end to end.',
} as const;

export const CALL_MESSAGES = {
  notMember: 'You are not part of this consultation',
  closed: 'This consultation is closed, so it has no calls any more',
  tooFast: 'Too many call messages. Please wait a moment.',
  ended: 'The call ended because your access to this consultation ended',
} as const;

/** Spec 001 §2.8: the short code shown with the meeting link: the room id's alphanumerics, first 8. */
export function meetingShortCode(roomId: string): string {
  return roomId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8);
}

/** Calls follow the conversation: open while it may be written to, over once completed or cancelled. */
export function callsOpen(status: ConsultationStatus): boolean {
  return readOnlyReason(status) === null;
}

export const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const RoomIdSchema = z.string().regex(ROOM_ID_PATTERN, 'Not a meeting link');

/** A page load's own id in a call, so a reload or a second tab is told apart from the session it replaces. */
const SessionIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

const DescriptionSchema = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().max(CALL_SDP_MAX_CHARS),
});

const CandidateSchema = z.object({
  candidate: z.string().max(CALL_CANDIDATE_MAX_CHARS),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/**
 * What one member's page sends the other through the server: `sid` is the sender's page, `to` the page it answers
 * (the other member may have the call open in a second tab, which then ignores what is not meant for it).
 */
export const ClientCallSignalSchema = z.discriminatedUnion('kind', [
  /** The answer to `hello`: I am here too. */
  z.object({ kind: z.literal('welcome'), sid: SessionIdSchema, to: SessionIdSchema }),
  z.object({ kind: z.literal('description'), sid: SessionIdSchema, to: SessionIdSchema, description: DescriptionSchema }),
  /** null: this side has gathered all its candidates. */
  z.object({ kind: z.literal('candidate'), sid: SessionIdSchema, to: SessionIdSchema, candidate: CandidateSchema.nullable() }),
  /** Muted microphone, camera off: shown on the other side. */
  z.object({ kind: z.literal('media'), sid: SessionIdSchema, to: SessionIdSchema, audio: z.boolean(), video: z.boolean() }),
  /** End call: the call ends for both (a page that merely leaves or loses its network sends nothing; the server says bye). */
  z.object({ kind: z.literal('hangup'), sid: SessionIdSchema, to: SessionIdSchema }),
  /** Issue 15 part 3: what this side sends on a weak connection (lower resolution, or sound only), shown on the other side. */
  z.object({ kind: z.literal('quality'), sid: SessionIdSchema, to: SessionIdSchema, level: z.enum(['full', 'reduced', 'audio-only']) }),
]);
export type ClientCallSignal = z.infer<typeof ClientCallSignalSchema>;

/** How much video one side sends: all of it, a lower resolution and bitrate, or none (sound only) on a weak connection. */
export type SendLevel = Extract<ClientCallSignal, { kind: 'quality' }>['level'];

/** `/join-meeting/{roomId}?mode=audio`: the "Audio call" buttons' link; a call with sound only, no camera asked. */
export function callModeOf(modeParam: string | null): CallMode {
  return modeParam === 'audio' ? 'audio' : 'video';
}

/** `hello` and `bye` come from the server, when the other member joins and when they leave (or lose access). */
export type CallSignal = ClientCallSignal | { kind: 'hello'; sid: string } | { kind: 'bye'; sid: string };

export const CallClientEventSchemas = [
  z.object({ type: z.literal('call-join'), consultationId: z.uuid(), sid: SessionIdSchema }),
  z.object({ type: z.literal('call-signal'), consultationId: z.uuid(), signal: ClientCallSignalSchema }),
  z.object({ type: z.literal('call-leave'), consultationId: z.uuid() }),
] as const;

export type CallServerEvent =
  | { type: 'call-signal'; consultationId: string; fromUserId: string; signal: CallSignal }
  /** This socket's part in the call is over: refused (not a member, consultation closed) or access ended. */
  | { type: 'call-ended'; consultationId: string; message: string };

export const IceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export const IceServersSchema = z.object({
  iceServers: z.array(IceServerSchema),
  /** Seconds the credentials stay valid; null when there are none. */
  ttlSeconds: z.number().int().nullable(),
  /**
   * Tests only (CALLS_TEST_RELAY_FLAG, refused in production): the page may honour `?relay=only` and send everything
   * through TURN, to prove the relay works. Absent in real deployments.
   */
  testRelayFlag: z.boolean().optional(),
});
export type IceServers = z.infer<typeof IceServersSchema>;

export const CallRoomSchema = z.object({
  roomId: z.string(),
  consultationId: z.uuid(),
  myRole: z.enum(['patient', 'expert']),
  /** The other member's name. */
  peerName: z.string(),
  peerUserId: z.uuid().nullable(),
  status: ConsultationStatusSchema,
  /** Why nobody can call here now (completed or cancelled), or null while calls are open. */
  closedReason: z.string().nullable(),
  /** Issue 15 part 4: a scheduled meeting's time and when it opens (null: the standing room, open any time). */
  startsAt: z.iso.datetime().nullish(),
  opensAt: z.iso.datetime().nullish(),
});
export type CallRoom = z.infer<typeof CallRoomSchema>;
