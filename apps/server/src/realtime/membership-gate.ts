import type { Logger } from '../lib/logger';
import type { ConversationAccess } from './conversation-access';

/**
 * Membership is re-checked on every event (docs/decisions/042). A lookup is reused this long; the changes that
 * end membership (referral, completion, suspension) also announce themselves, which replaces it at once.
 */
export const MEMBERSHIP_TTL_MS = 2000;

interface MembersEntry {
  members: Set<string>;
  at: number;
}

/**
 * Who may receive each conversation's events now, and the order those events are handled in: one after another
 * per conversation, so an asynchronous membership lookup never lets a later event overtake an earlier one.
 */
export class MembershipGate {
  private readonly members = new Map<string, MembersEntry>();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly conversations: Pick<ConversationAccess, 'members'>,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `work` after the conversation's earlier events. */
  enqueue(consultationId: string, work: () => Promise<void> | void): void {
    const previous = this.queues.get(consultationId) ?? Promise.resolve();
    const next = previous
      .then(work)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'realtime: event not delivered'))
      .finally(() => {
        if (this.queues.get(consultationId) === next) this.queues.delete(consultationId);
      });
    this.queues.set(consultationId, next);
  }

  /** The members now: the cached lookup while fresh, else the database's answer. */
  async current(consultationId: string): Promise<Set<string>> {
    const cached = this.members.get(consultationId);
    if (cached && this.now() - cached.at < MEMBERSHIP_TTL_MS) return cached.members;
    const entry = { members: new Set(await this.conversations.members(consultationId)), at: this.now() };
    this.members.set(consultationId, entry);
    return entry.members;
  }

  /** A lifecycle change announced the new members (call it in the conversation's queue). */
  replace(consultationId: string, members: string[]): void {
    this.members.set(consultationId, { members: new Set(members), at: this.now() });
  }

  /** Nobody here follows the conversation any more, or someone's access ended: look it up again next time. */
  forget(consultationId?: string): void {
    if (consultationId) this.members.delete(consultationId);
    else this.members.clear();
  }
}
