/**
 * What the app needs of the outbox worker (modules/notifications/outbox-worker.ts), declared here so that the
 * app's dependencies (lib/context.ts) do not reach up into a feature module.
 */
export type DeliveryOutcome = { id: number; channel: 'sms' | 'whatsapp' | 'email'; status: 'delivered' | 'failed' | 'pending' };

export interface OutboxWorker {
  /** Sends every message that is due now; returns what happened to each. */
  deliverDue(now?: Date): Promise<DeliveryOutcome[]>;
  /**
   * Sends these messages now if they are still pending (used right after a request, so the answer can tell).
   * An attempt still running after `firstAttemptWaitMs` is reported 'pending': it finishes in the background,
   * and if it never does, the worker tries again once its lease runs out.
   */
  deliverNow(ids: number[], now?: Date): Promise<DeliveryOutcome[]>;
  start(): void;
  stop(): Promise<void>;
}
