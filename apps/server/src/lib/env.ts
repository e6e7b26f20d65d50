import { availableParallelism } from 'node:os';
import { z } from 'zod';

const oneOf = (values: readonly string[]) => ({ error: `must be one of ${values.join(', ')}` });

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
  NODE_ENV: z.enum(NODE_ENVS, oneOf(NODE_ENVS)).default('development'),
  // Digits only: Number() would also take "0x50" or "1e3".
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number from 1 to 65535')
    .transform(Number)
    .pipe(z.number().min(1, 'must be a port number from 1 to 65535').max(65535, 'must be a port number from 1 to 65535'))
    .default(3000),
  HOST: z.string().trim().min(1, 'must be a host name or address, such as 0.0.0.0').default('0.0.0.0'),
  // better-auth derives its base URL and trusted origin from it, so it must be an http(s) URL.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, such as https://sahay.example.in' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Decision 061: the rate limits count in Redis when set, else in the database; either way shared by every instance.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** What the rate-limit keys in Redis start with, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default('sahay:rl:'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be the name of one HTTP header, such as x-forwarded-for')
    .transform((name) => name.toLowerCase())
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, oneOf(LOG_LEVELS)).default('info'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'], oneOf(['true', 'false']))
    .transform((value) => value === 'true')
    .default(true),
  WEB_DIST_DIR: z.string().optional(),
  // An OpenAI-compatible chat-completions endpoint; without all three the offline assistant answers.
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, such as https://api.openai.com/v1' }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a number of milliseconds, such as 30000')
    .transform(Number)
    .pipe(z.number().min(1000, 'must be at least 1000 milliseconds'))
    .default(30_000),
  // Notifications (docs/decisions/021): Exotel SMS and AiSensy WhatsApp when set, else the local inbox.
  EXOTEL_ACCOUNT_SID: z.string().trim().min(1).optional(),
  EXOTEL_API_KEY: z.string().trim().min(1).optional(),
  EXOTEL_API_TOKEN: z.string().trim().min(1).optional(),
  EXOTEL_SENDER_ID: z.string().trim().min(1).optional(),
  EXOTEL_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://api.exotel.com'),
  // Issue 15 part 5: bridged phone calls through Exotel's connect API (the EXOTEL_* keys above and an ExoPhone);
  // without EXOTEL_CALLER_ID calls are simulated. The secret signs each call's status callback URL (exotel-status.ts).
  EXOTEL_CALLER_ID: z
    .string()
    .regex(/^\+?[0-9]{6,15}$/, 'must be your ExoPhone number, such as 08047112233')
    .optional(),
  EXOTEL_CALLBACK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AISENSY_API_KEY: z.string().trim().min(1).optional(),
  AISENSY_CAMPAIGN: z.string().trim().min(1).optional(),
  AISENSY_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://backend.aisensy.com'),
  OUTBOX_POLL_MS: z
    .string()
    .regex(/^\d{2,7}$/, 'must be a number of milliseconds, 10 or more')
    .transform(Number)
    .default(5000),
  /** How long expert counts and the directory's figures may be reused (ms); 0 reads the database every time. */
  EXPERT_STATS_CACHE_MS: z.string().regex(/^\d+$/, 'must be a whole number of milliseconds').transform(Number).default(5000),
  /**
   * Password hashes computed at once (decision 052); more sign-ins queue. By default one core fewer than the
   * machine has, at least one: measured on a quiet 2-core machine, a cap of 1 kept /api/health's p99 during a storm
   * of 50 sign-ins at 0.64x its quiet p99 (median), none at 3.8x. 0 removes the cap (for the bench only).
   */
  PASSWORD_HASH_CONCURRENCY: z
    .string()
    .regex(/^\d{1,2}$/, 'must be a whole number from 0 to 99')
    .transform(Number)
    .default(Math.max(1, availableParallelism() - 1)),
  /**
   * Sign-in attempts one client address may make in 5 minutes (decision 052: per account, 5 failures pause that
   * account wherever they come from). Raise it where many people share one address, such as an office behind one
   * gateway, or the browser journeys, which all sign in from localhost.
   */
  SIGN_IN_ATTEMPTS_PER_ADDRESS: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number')
    .transform(Number)
    .default(10),
  /**
   * Accounts one client address may create in an hour. Raise it where many people share one address, or for the
   * browser journeys, which sign up a hundred people from localhost.
   */
  SIGN_UPS_PER_ADDRESS: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number')
    .transform(Number)
    .default(20),
  /** How much lower than request handling the hashing threads run (nice 0–19; decision 052). 0 = the same. */
  PASSWORD_HASH_NICE: z
    .string()
    .regex(/^(1?[0-9])$/, 'must be a whole number from 0 to 19')
    .transform(Number)
    .default(10),
  /**
   * Issue 15: STUN and TURN servers for calls, comma-separated (stun:, stuns:, turn:, turns: URLs, such as
   * turn:turn.example.in:3478?transport=udp). Without them, calls connect directly (on one network).
   */
  TURN_URLS: z
    .string()
    .regex(/^\s*(stuns?|turns?):[^\s,]+(\s*,\s*(stuns?|turns?):[^\s,]+)*\s*$/, 'must be stun:, stuns:, turn: or turns: URLs separated by commas')
    .transform((value) => value.split(',').map((url) => url.trim()))
    .default([]),
  /** coturn's static-auth-secret: the server makes short-lived TURN credentials from it; it never reaches a browser. */
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Tests and the call bench only: lets a meeting page opened with `?relay=only` send its media through TURN alone
   * (iceTransportPolicy 'relay'), to prove the relay carries a call. Refused in production.
   */
  CALLS_TEST_RELAY_FLAG: z
    .enum(['true', 'false'], 'must be true or false')
    .transform((value) => value === 'true')
    .default(false),
  /** Tests only: password hashes at a 128th of the production cost (lib/password-hash.ts). Refused in production. */
  PASSWORD_HASH_FAST_FOR_TESTS: z
    .enum(['true', 'false'], 'must be true or false')
    .transform((value) => value === 'true')
    .default(false),
  /**
   * Issue 19 part 4: who takes payments. 'test' (the default) is the local test gateway with its own checkout page:
   * the whole flow works with no keys and no money moves. 'razorpay' needs the three RAZORPAY_* keys.
   */
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay'], oneOf(['test', 'razorpay'])).default('test'),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must be a Razorpay key id, such as rzp_live_AbC123')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(8, 'must be your Razorpay key secret').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be the secret you set on the webhook in the Razorpay dashboard').optional(),
  RAZORPAY_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://api.razorpay.com'),
  /** Spec 001 §2.4: the emergency helpline buttons of the CA and IT pages call this number. */
  HELPLINE_PHONE: z
    .string()
    .regex(/^\+?[0-9]{3,15}$/, 'must be a phone number such as +918047182200')
    .default('+918047182200'),
});

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment once at start; a bad value stops the server with one line naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET is required in production (32 or more random characters)');
  }
  const aiSet = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL].filter(Boolean).length;
  if (aiSet > 0 && aiSet < 3) {
    throw new ConfigError('Invalid configuration: AI_BASE_URL, AI_API_KEY and AI_MODEL must be set together (or none, for the offline assistant)');
  }
  if (env.TURN_URLS.some((url) => url.startsWith('turn')) && !env.TURN_SECRET) {
    throw new ConfigError('Invalid configuration: TURN_SECRET is required when TURN_URLS lists turn: or turns: servers');
  }
  if (env.NODE_ENV === 'production' && env.CALLS_TEST_RELAY_FLAG) {
    throw new ConfigError('Invalid configuration: CALLS_TEST_RELAY_FLAG is for tests only and cannot be set in production');
  }
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_FAST_FOR_TESTS) {
    throw new ConfigError('Invalid configuration: PASSWORD_HASH_FAST_FOR_TESTS is for tests only and cannot be set in production');
  }
  if (env.EXOTEL_CALLER_ID && !env.EXOTEL_CALLBACK_SECRET) {
    throw new ConfigError('Invalid configuration: EXOTEL_CALLBACK_SECRET is required when EXOTEL_CALLER_ID is set (32 or more random characters)');
  }
  if (env.PAYMENT_PROVIDER === 'razorpay' && !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration: PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  }
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}
