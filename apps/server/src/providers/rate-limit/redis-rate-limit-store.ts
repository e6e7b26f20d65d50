import { createClient } from '@redis/client';
import type { Logger } from '../../lib/logger';
import { RateLimitStoreUnavailableError, type HitCount, type RateLimitStore } from './rate-limit-store';

// INCR, and on a key without an expiry (a new window) PEXPIRE: one script, so no other hit comes in between.
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { hits, ttl }`;
const GET = `return { redis.call('GET', KEYS[1]), redis.call('PTTL', KEYS[1]) }`;
const DECREMENT = `
local hits = tonumber(redis.call('GET', KEYS[1]))
if hits and hits > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Decision 060: no call to another service waits more than 2 s. */
const COMMAND_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 5000;

export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

/**
 * Counts in Redis (REDIS_URL), each key under `prefix` with the window as its expiry, so Redis forgets ended
 * windows by itself. While Redis is unreachable, commands fail at once (no offline queue) and the client reconnects.
 */
export async function connectRedisRateLimitStore(options: { url: string; prefix: string; logger?: Logger }): Promise<RateLimitStore> {
  const client = createClient({
    url: options.url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  let reported = false;
  client.on('error', (error: Error) => {
    // Once per outage: the client retries every few seconds.
    if (!reported) options.logger?.warn({ err: error }, 'rate limits: Redis unreachable');
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RedisUnreachableError(`Redis at REDIS_URL did not answer within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS);
  });
  try {
    await Promise.race([client.connect(), timeout]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }

  const run = async (script: string, key: string, args: string[] = []): Promise<unknown> => {
    try {
      return await client.eval(script, { keys: [`${options.prefix}${key}`], arguments: args });
    } catch (error) {
      throw new RateLimitStoreUnavailableError('Redis did not answer', { cause: error });
    }
  };
  const count = (reply: unknown): HitCount | undefined => {
    const [hits, ttl] = reply as [number | string | null, number];
    if (hits === null || ttl < 0) return undefined;
    return { totalHits: Number(hits), resetTime: new Date(Date.now() + ttl) };
  };

  return {
    kind: 'redis',
    increment: async (key, windowMs) => {
      const counted = count(await run(INCREMENT, key, [String(windowMs)]));
      if (!counted) throw new Error('Redis returned no count');
      return counted;
    },
    get: async (key) => count(await run(GET, key)),
    decrement: async (key) => {
      await run(DECREMENT, key);
    },
    reset: async (key) => {
      await run(`return redis.call('DEL', KEYS[1])`, key);
    },
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}
