import pg from 'pg';

export type Unlisten = () => Promise<void>;

export interface ListenHandlers {
  onPayload(payload: string): void;
  /** The listening connection was lost and is back: notifications sent in between were missed. */
  onReconnect(): void;
}

const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * LISTEN on PostgreSQL needs one connection of its own that stays open (a pooled one would be handed to other
 * queries). When it drops, it is opened again with back-off and the caller hears so, to resync its clients.
 */
export async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      void reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const reconnect = async (): Promise<void> => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
      attempt += 1;
      try {
        await connect();
        attempt = 0;
        handlers.onReconnect();
        return;
      } catch {
        // The database is still away; try again after a longer pause.
      }
    }
  };

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
