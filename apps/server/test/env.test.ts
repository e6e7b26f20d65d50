import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../src/lib/env';

const SECRET = 's3cr3t-'.repeat(6);

/** The error loadEnv throws for this environment; fails the test when it throws none. */
function configError(source: Record<string, string>): ConfigError {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadEnv accepted ${JSON.stringify(source)}`);
}

describe('loadEnv defaults', () => {
  it('runs on port 3000 with data in ./data and PGlite, outside production', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
    // Decision 061: without REDIS_URL the rate limits count in the database.
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.REDIS_KEY_PREFIX).toBe('sahay:rl:');
    // Decision 052: 10 sign-in attempts per address in 5 minutes; hashing threads 10 steps nicer.
    expect([env.SIGN_IN_ATTEMPTS_PER_ADDRESS, env.PASSWORD_HASH_NICE, env.SIGN_UPS_PER_ADDRESS]).toEqual([10, 10, 20]);
    expect(loadEnv({ SIGN_IN_ATTEMPTS_PER_ADDRESS: '200', PASSWORD_HASH_NICE: '0', SIGN_UPS_PER_ADDRESS: '500' })).toMatchObject({
      SIGN_IN_ATTEMPTS_PER_ADDRESS: 200,
      PASSWORD_HASH_NICE: 0,
      SIGN_UPS_PER_ADDRESS: 500,
    });
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadEnv({ PORT: '8080' })).toMatchObject({ PORT: 8080, PUBLIC_URL: 'http://localhost:8080' });
  });

  it('keeps an explicit PUBLIC_URL, without a trailing slash', () => {
    expect(loadEnv({ PORT: '8080', PUBLIC_URL: 'https://sahay.example.in' }).PUBLIC_URL).toBe('https://sahay.example.in');
    expect(loadEnv({ PUBLIC_URL: 'https://sahay.example.in/' }).PUBLIC_URL).toBe('https://sahay.example.in');
  });

  it('treats an empty variable as unset', () => {
    const env = loadEnv({ PORT: '', DATA_DIR: '', DATABASE_URL: '', NODE_ENV: '' });
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads every setting it is given', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      PORT: '65535',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/sahay',
      DATABASE_URL: 'postgresql://sahay@db.internal:5432/sahay',
      AUTH_SECRET: SECRET,
      TRUST_PROXY: 'X-Forwarded-For',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: '/srv/web',
      REDIS_URL: 'rediss://default:pw@cache.internal:6380/2',
      REDIS_KEY_PREFIX: 'sahay-staging:',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 65535,
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/sahay',
      DATABASE_URL: 'postgresql://sahay@db.internal:5432/sahay',
      AUTH_SECRET: SECRET,
      TRUST_PROXY: 'x-forwarded-for',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: false,
      WEB_DIST_DIR: '/srv/web',
      REDIS_URL: 'rediss://default:pw@cache.internal:6380/2',
      REDIS_KEY_PREFIX: 'sahay-staging:',
      PUBLIC_URL: 'http://localhost:65535',
    });
  });

  it('reads process.env when given nothing', () => {
    const saved = process.env.PORT;
    process.env.PORT = '4321';
    try {
      expect(loadEnv().PORT).toBe(4321);
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });
});

describe('a bad value stops the start with one line naming the variable', () => {
  it.each([
    ['PORT', { PORT: 'abc' }, 'PORT must be a port number from 1 to 65535'],
    ['PORT', { PORT: '0' }, 'PORT must be a port number from 1 to 65535'],
    ['PORT', { PORT: '65536' }, 'PORT must be a port number from 1 to 65535'],
    ['PORT', { PORT: '3000.5' }, 'PORT must be a port number from 1 to 65535'],
    ['PORT', { PORT: '-1' }, 'PORT must be a port number from 1 to 65535'],
    ['PORT', { PORT: '0x50' }, 'PORT must be a port number from 1 to 65535'],
    ['PORT', { PORT: '1e3' }, 'PORT must be a port number from 1 to 65535'],
    ['PORT', { PORT: ' ' }, 'PORT must be a port number from 1 to 65535'],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/sahay' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    ['DATABASE_URL', { DATABASE_URL: 'localhost:5432' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL must start with redis:// or rediss://'],
    ['REDIS_URL', { REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL must start with redis:// or rediss://'],
    ['SIGN_IN_ATTEMPTS_PER_ADDRESS', { SIGN_IN_ATTEMPTS_PER_ADDRESS: 'many' }, 'SIGN_IN_ATTEMPTS_PER_ADDRESS must be a whole number'],
    ['SIGN_UPS_PER_ADDRESS', { SIGN_UPS_PER_ADDRESS: '-1' }, 'SIGN_UPS_PER_ADDRESS must be a whole number'],
    ['PASSWORD_HASH_NICE', { PASSWORD_HASH_NICE: '20' }, 'PASSWORD_HASH_NICE must be a whole number from 0 to 19'],
    ['PUBLIC_URL', { PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL must be an http:// or https:// URL'],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://sahay.example.in' }, 'PUBLIC_URL must be an http:// or https:// URL'],
    ['PUBLIC_URL', { PUBLIC_URL: 'sahay' }, 'PUBLIC_URL must be an http:// or https:// URL'],
    ['NODE_ENV', { NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    ['AUTH_SECRET', { AUTH_SECRET: 'too-short' }, 'AUTH_SECRET must be at least 32 characters'],
    ['AUTH_SECRET', { NODE_ENV: 'production' }, 'AUTH_SECRET is required in production'],
    ['TRUST_PROXY', { TRUST_PROXY: 'X-Forwarded-For, X-Real-IP' }, 'TRUST_PROXY must be the name of one HTTP header'],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['SEED_DEMO_DATA', { SEED_DEMO_DATA: 'yes' }, 'SEED_DEMO_DATA must be one of true, false'],
    ['HOST', { HOST: '   ' }, 'HOST must be a host name or address'],
    ['PASSWORD_HASH_FAST_FOR_TESTS', { PASSWORD_HASH_FAST_FOR_TESTS: 'yes' }, 'PASSWORD_HASH_FAST_FOR_TESTS must be true or false'],
    [
      'PASSWORD_HASH_FAST_FOR_TESTS',
      { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PASSWORD_HASH_FAST_FOR_TESTS: 'true' },
      'PASSWORD_HASH_FAST_FOR_TESTS is for tests only and cannot be set in production',
    ],
  ])('%s: %j', (_name, source, expected) => {
    const error = configError(source);
    expect(error.name).toBe('ConfigError');
    expect(error.message).toBe(error.message.split('\n')[0]);
    expect(error.message.startsWith(`Invalid configuration: ${expected}`), error.message).toBe(true);
  });

  it('names the first bad variable when several are bad', () => {
    expect(configError({ PORT: 'abc', DATABASE_URL: 'mysql://x' }).message).toMatch(/^Invalid configuration: PORT /);
  });

  it('never repeats a secret in the message', () => {
    const secret = 'hunter2-hunter2';
    expect(configError({ AUTH_SECRET: secret }).message).not.toContain(secret);
    const url = 'mysql://root:pa55word@db/sahay';
    expect(configError({ DATABASE_URL: url }).message).not.toContain('pa55word');
    expect(configError({ REDIS_URL: 'http://default:pa55word@cache' }).message).not.toContain('pa55word');
  });

  it('accepts production once AUTH_SECRET is set', () => {
    expect(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET }).NODE_ENV).toBe('production');
  });

  it('hashes passwords at the production cost unless a test asks otherwise', () => {
    expect(loadEnv({}).PASSWORD_HASH_FAST_FOR_TESTS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', PASSWORD_HASH_FAST_FOR_TESTS: 'true' }).PASSWORD_HASH_FAST_FOR_TESTS).toBe(true);
  });
});
