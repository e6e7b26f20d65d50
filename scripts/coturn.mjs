// Tests and the call bench only (issue 15): a real coturn on this machine, so a call can be proven to flow through a
// TURN relay. Installs Debian's `coturn` package when `turnserver` is missing (as root, like scripts/test.mjs does
// for Chromium), then starts `turnserver` on a free port with the TURN REST API secret Sahay's TURN_SECRET names.
// `--allow-loopback-peers` lets the relay reach two browsers on 127.0.0.1: tests only. A real deployment refuses
// loopback and private peers (README, "Video calls and TURN").
import { execSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, mkdtempSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const hasTurnserver = () => spawnSync('sh', ['-c', 'command -v turnserver'], { stdio: 'ignore' }).status === 0;

/** Why coturn cannot run here, or null once `turnserver` is installed (installing it if it can). */
export function ensureCoturn() {
  if (hasTurnserver()) return null;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return 'turnserver is missing and cannot be installed here: install Debian\'s coturn package as root ("apt-get install -y coturn")';
  try {
    execSync('apt-get install -y coturn || (apt-get update && apt-get install -y coturn)', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    return `apt-get could not install coturn: ${error instanceof Error ? error.message : String(error)}`;
  }
  return hasTurnserver() ? null : 'coturn was installed but turnserver is still missing';
}

/** A port free for TCP now (coturn listens on the same number for UDP). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForListener(port, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`turnserver exited with ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`turnserver did not listen on ${port} within 10 s`);
}

/**
 * Starts coturn for one test run. Returns the TURN_URLS and TURN_SECRET to give Sahay, and stop/restart (a restart
 * drops every relayed call: the browsers must restart ICE to get new allocations).
 */
export async function startTestCoturn() {
  const problem = ensureCoturn();
  if (problem) throw new Error(problem);
  const port = await freePort();
  const secret = randomBytes(24).toString('base64url');
  // Relay ports: a window of 200 of its own, so runs side by side do not collide.
  const minPort = 50_000 + Math.floor(Math.random() * 75) * 200;
  const dir = mkdtempSync(join(tmpdir(), 'sahay-coturn-'));
  const args = [
    '-n',
    `--listening-port=${port}`,
    '--listening-ip=127.0.0.1',
    '--relay-ip=127.0.0.1',
    `--min-port=${minPort}`,
    `--max-port=${minPort + 199}`,
    '--realm=sahay.test',
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--fingerprint',
    '--allow-loopback-peers',
    '--no-cli',
    '--no-tls',
    '--no-dtls',
    '--no-multicast-peers',
    '--log-file=stdout',
    `--pidfile=${join(dir, 'turnserver.pid')}`,
  ];
  let child;
  const start = async () => {
    const log = openSync(join(dir, 'turnserver.log'), 'a');
    child = spawn('turnserver', args, { stdio: ['ignore', log, log] });
    await waitForListener(port, child);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    port,
    secret,
    log: join(dir, 'turnserver.log'),
    turnUrls: `turn:127.0.0.1:${port}?transport=udp`,
    stop,
    start,
    restart: async () => {
      await stop();
      await start();
    },
  };
}
