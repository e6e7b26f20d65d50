import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { BatchWriter } from '../lib/batch-writer';
import type { Logger } from '../lib/logger';
import { publishAll, type BusEvent } from './bus';
import { presenceOf } from './presence';

interface Change {
  /** This instance's sockets of the person now. */
  connections: number;
  at: Date;
}

/**
 * This instance's presence writes, in batches (issue 17 part 6): connects and disconnects of the same moment go to
 * the database together, in one transaction of a few multi-row statements (the instance's connection counts, "last
 * seen", the experts' mirror of it, and the online/offline notices), instead of five statements per socket. A
 * 10,000-socket reconnect after a restart is thus a few dozen transactions, not 50,000.
 */
export class PresenceWriter {
  /** What this instance last committed: people it holds sockets of, and how many. */
  private readonly committed = new Map<string, number>();
  private readonly writer: BatchWriter<string, Change>;

  constructor(
    private readonly db: Database,
    private readonly instanceId: string,
    logger: Logger,
    options: { retryMs?: number } = {},
  ) {
    this.writer = new BatchWriter((batch) => this.flush(batch), {
      maxBatch: 2000,
      retryMs: options.retryMs,
      onError: (error) => logger.warn({ err: error }, 'realtime: presence batch failed; retrying'),
    });
  }

  /** Resolves once the person's new count (and the notice that they came online or went offline) is committed. */
  record(userId: string, connections: number, at: Date): Promise<void> {
    return this.writer.write(userId, { connections, at });
  }

  /** Shutdown: writes still pending are committed, then no more retries. */
  async close(): Promise<void> {
    await this.writer.drain();
    this.writer.stop();
  }

  private async flush(batch: Map<string, Change>): Promise<void> {
    const rows = [...batch].map(([userId, change]) => ({ user_id: userId, connections: change.connections, at: change.at.toISOString() }));
    const cameOnline = rows.filter((row) => row.connections > 0 && !this.committed.has(row.user_id));
    const wentOffline = rows.filter((row) => row.connections === 0 && this.committed.has(row.user_id)).map((row) => row.user_id);
    await this.db.transaction(async (tx) => {
      await writeCounts(tx, this.instanceId, rows);
      await writeLastSeen(tx, rows);
      const events: BusEvent[] = cameOnline.map((row) => ({ t: 'presence', u: row.user_id, online: true, at: row.at }));
      if (wentOffline.length > 0) {
        // Another instance may still hold a socket of theirs.
        const presence = await presenceOf(tx, wentOffline);
        for (const [userId, now] of presence) events.push({ t: 'presence', u: userId, online: now.online, at: now.lastSeenAt });
      }
      await publishAll(tx, events);
    });
    for (const row of rows) {
      if (row.connections > 0) this.committed.set(row.user_id, row.connections);
      else this.committed.delete(row.user_id);
    }
  }
}

type Row = { user_id: string; connections: number; at: string };

// One JSON parameter carries the whole batch, so the statement's text and parameter count do not grow with it.
// Rows of accounts deleted meanwhile are skipped (the join), rather than failing everyone's batch on the foreign key.
const batchRows = (rows: Row[]) =>
  sql`(select v.user_id, v.connections, v.at from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(user_id uuid, connections int, at timestamptz) join users u on u.id = v.user_id)`;

async function writeCounts(tx: Database | Tx, instanceId: string, rows: Row[]): Promise<void> {
  const held = rows.filter((row) => row.connections > 0);
  const gone = rows.filter((row) => row.connections === 0);
  if (held.length > 0) {
    await tx.execute(sql`insert into presence_connections (instance_id, user_id, connections, heartbeat_at)
      select ${instanceId}, b.user_id, b.connections, b.at from ${batchRows(held)} b
      on conflict (instance_id, user_id) do update set connections = excluded.connections, heartbeat_at = excluded.heartbeat_at`);
  }
  if (gone.length > 0) {
    await tx.execute(sql`delete from presence_connections where instance_id = ${instanceId} and user_id in (select b.user_id from ${batchRows(gone)} b)`);
  }
}

/** "Last seen" of everyone in the batch, and its mirror on experts.last_seen_at (one statement, whoever is an expert). */
async function writeLastSeen(tx: Database | Tx, rows: Row[]): Promise<void> {
  await tx.execute(sql`insert into user_presence (user_id, last_seen_at) select b.user_id, b.at from ${batchRows(rows)} b
    on conflict (user_id) do update set last_seen_at = excluded.last_seen_at`);
  await tx.execute(sql`update experts e set last_seen_at = b.at from ${batchRows(rows)} b where e.user_id = b.user_id`);
}
