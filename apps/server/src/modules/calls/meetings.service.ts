import {
  meetingMessageText,
  meetingOpensAt,
  meetingTimeProblem,
  readOnlyReason,
  type CurrentUser,
  type ScheduledMeeting,
  type ScheduleMeetingInput,
} from '@sahay/domain';
import type { ServiceDeps } from '../../lib/context';
import { callRooms } from '../../db/schema/calls';
import { AppError } from '../../lib/errors';
import { requireMembership } from '../chat/chat.membership';
import { sendMessage } from '../chat/messages.service';
import { newRoomId, standingRoomId } from './calls.service';

/** The address of a meeting; an audio meeting opens the audio-only call. */
export function meetingUrl(publicUrl: string, roomId: string, mode: 'video' | 'audio'): string {
  return `${publicUrl.replace(/\/$/, '')}/join-meeting/${roomId}${mode === 'audio' ? '?mode=audio' : ''}`;
}

/**
 * Spec 001 §2.11 'Schedule Meeting', made real (issue 15 part 4): a meeting link for now (the consultation's
 * standing room) or for a time in the future (a room of its own that opens MEETING_OPENS_EARLY_MINUTES before),
 * posted in the conversation by whoever scheduled it.
 */
export async function scheduleMeeting(
  { db, publicUrl, now }: ServiceDeps,
  actor: Pick<CurrentUser, 'id'>,
  consultationId: string,
  input: Required<ScheduleMeetingInput>,
): Promise<ScheduledMeeting> {
  const membership = await requireMembership(db, actor, consultationId);
  const closed = readOnlyReason(membership.consultation.status);
  if (closed) throw new AppError('CONFLICT', closed);
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  if (startsAt) {
    const problem = meetingTimeProblem(startsAt, now);
    if (problem) throw new AppError('BAD_REQUEST', problem, { startsAt: [problem] });
  }
  let roomId: string;
  if (startsAt) {
    roomId = newRoomId();
    await db.insert(callRooms).values({ id: roomId, consultationId, startsAt });
  } else {
    roomId = await standingRoomId(db, consultationId);
  }
  const url = meetingUrl(publicUrl, roomId, input.mode);
  const startsIso = startsAt?.toISOString() ?? null;
  const { message } = await sendMessage(db, actor, consultationId, { text: meetingMessageText(input.mode, url, startsIso) });
  return { roomId, consultationId, url, startsAt: startsIso, opensAt: startsAt ? meetingOpensAt(startsAt).toISOString() : null, messageId: message.id };
}
