import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createHashThreads, type HashThreads } from './hash-threads';
import { Semaphore } from './semaphore';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

// OWASP Password Storage Cheat Sheet (scrypt): N=2^17, r=8, p=1. Each hash takes 128 MiB and about 0.5 s
// of one core on the 2-core machine (docs/decisions/052).
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
// The parameters of every hash stored before decision 052; such hashes are re-hashed at the next sign-in.
/**
 * Tests only (`PASSWORD_HASH_FAST_FOR_TESTS`, refused in production): the same code at a 128th of the cost, so the
 * server tests and the browser journeys, which sign many people up, spend their time on the product.
 */
export const TEST_ONLY_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
export const LEGACY_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };
// Two hashes at once use both cores of the production machine and 256 MiB; more would only queue inside libuv.
export const DEFAULT_HASH_CONCURRENCY = 2;
// Hashing threads run this much nicer than the process (0–19), so request handling gets the CPU first.
export const DEFAULT_HASH_NICE = 10;
// A stored hash names its own parameters; anything above this is not ours and would exhaust memory.
const MAX_N = 2 ** 20;
const KEY_LENGTH = 64;

/**
 * OpenSSL refuses scrypt when its working memory, 128·r·(N + p + 2) bytes (the V array plus the p blocks and
 * the scratch), exceeds maxmem; Node's default cap is 32 MiB, below N=2^17's 128 MiB.
 */
export function scryptMaxmem({ N, r, p }: ScryptParams): number {
  return 128 * r * (N + p + 2);
}

export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
  /** True when a stored hash uses other parameters than new hashes do: re-hash it after a correct password. */
  needsRehash: (hash: string) => boolean;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(hash: string): ParsedHash | null {
  const [scheme, n, r, p, saltHex, keyHex, extra] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltHex || !keyHex || extra !== undefined) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger) || params.N > MAX_N || params.r > 32 || params.p > 16) return null;
  return { params, salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex') };
}

function derive(threads: HashThreads | undefined, password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: scryptMaxmem(params) };
  if (threads) return threads.derive(password.normalize('NFKC'), salt, KEY_LENGTH, options);
  return new Promise((resolve, reject) => {
    // Without a cap (the bench's comparison): the callback form, on libuv's thread pool at the process's priority.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Format: scrypt$N$r$p$saltHex$keyHex. The parameters travel with the hash, so raising them (decision 052) keeps
 * old hashes verifiable. Every derivation, hash or verify, waits for the semaphore (`concurrency`, 0 = no cap) and
 * runs on one of as many hashing threads, `nice` steps below the process's priority (lib/hash-threads.ts).
 */
export function createPasswordHasher({
  params = OWASP_SCRYPT,
  concurrency = DEFAULT_HASH_CONCURRENCY,
  nice = DEFAULT_HASH_NICE,
}: { params?: ScryptParams; concurrency?: number; nice?: number } = {}): PasswordHasher {
  const slots = new Semaphore(concurrency);
  // As many threads as the cap lets hash at once, so a derivation that got a slot always finds a free thread.
  const threads = concurrency > 0 ? createHashThreads(concurrency, nice) : undefined;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await slots.run(() => derive(threads, password, salt, params));
      return ['scrypt', params.N, params.r, params.p, salt.toString('hex'), key.toString('hex')].join('$');
    },
    async verify({ hash, password }) {
      const parsed = parse(hash);
      if (!parsed) return false;
      const actual = await slots.run(() => derive(threads, password, parsed.salt, parsed.params));
      return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
    },
    needsRehash(hash) {
      const parsed = parse(hash);
      return !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p;
    },
  };
}
