import { ConfigError, loadEnv } from './lib/env';
import { createLogger } from './lib/logger';
import { DataDirLockedError } from './db/data-dir-lock';
import { MigrationMismatchError } from './db/migrate';
import { RedisUnreachableError } from './providers/rate-limit/redis-rate-limit-store';
import { startServer, type RunningServer } from './server';

const KNOWN_START_ERRORS = [ConfigError, DataDirLockedError, MigrationMismatchError, RedisUnreachableError];

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);
  // The logger writes asynchronously: what it holds reaches stdout before the process ends.
  const exit = (code: number) => logger.flush(() => process.exit(code));
  let server: RunningServer;
  try {
    server = await startServer(env, logger);
  } catch (error) {
    if (KNOWN_START_ERRORS.some((kind) => error instanceof kind)) console.error((error as Error).message);
    else logger.fatal({ err: error }, 'could not start');
    return exit(1);
  }
  logger.info({ url: server.url }, `Sahay is running at ${server.url}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Connections get 10 s to finish; then the process ends regardless.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close().then(
      () => exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
