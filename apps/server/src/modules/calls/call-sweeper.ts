import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { endAbandonedCalls } from './call-log.service';
import { cancelRingsOfClosed, expireRings } from './call-ringing.service';

/** How often rings that ran out and calls left behind are settled; a ring ends at most this late. */
export const CALL_SWEEP_MS = 5000;

/** One pass: rings past their time are missed, calls whose page never came back ended when it left. */
export async function sweepCalls(db: Database, now: Date): Promise<void> {
  await expireRings(db, now);
  await endAbandonedCalls(db, now);
  await cancelRingsOfClosed(db);
}

/**
 * Every instance sweeps: each update takes only rows still in the state it changes, so two instances never
 * settle one call twice, and a ring survives the instance that rang it.
 */
export function startCallSweeper(db: Database, logger: Logger, clock: { now(): Date } = { now: () => new Date() }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepCalls(db, clock.now())
      .catch((error: unknown) => logger.warn({ err: error }, 'calls: sweep failed'))
      .finally(() => {
        running = false;
      });
  }, CALL_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
