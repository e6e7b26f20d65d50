import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ensureCoturn, startTestCoturn, type TestCoturn } from '../../../scripts/coturn.mjs';
import { acceptedConsultationRoom, expectPlaying, launch, mediaOf, signedInPage } from './call-support';

// Issue 15, "Tests and measures": a call relayed through a real coturn (Debian's package, installed by
// scripts/coturn.mjs when missing), with iceTransportPolicy 'relay' forced by `?relay=only`, which only a server
// started with the test flag honours. Then the relay goes down and comes back: the page says 'Reconnecting…', restarts
// ICE and the call continues without leaving the page.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const coturnProblem = ensureCoturn();

let coturn: TestCoturn;
let server: ChildProcess;
let baseURL = '';
let dataDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe('a call relayed through coturn', () => {
  test.skip(coturnProblem !== null, `coturn cannot run here: ${coturnProblem}`);

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    coturn = await startTestCoturn();
    const port = await freePort();
    baseURL = `http://localhost:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'sahay-e2e-relay-'));
    server = spawn(process.execPath, ['apps/server/dist/index.mjs'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SIGN_IN_ATTEMPTS_PER_ADDRESS: '200',
        TURN_URLS: coturn.turnUrls,
        TURN_SECRET: coturn.secret,
        CALLS_TEST_RELAY_FLAG: 'true',
      },
    });
    // A fresh database is migrated first: on a busy 2-core machine that can take a while.
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`the relay test's server exited with ${server.exitCode}`);
          return (await fetch(`${baseURL}/api/health`).catch(() => null))?.ok ?? false;
        },
        { timeout: 120_000 },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await coturn?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('media flows through the relay, and the call survives the relay going down and coming back', async () => {
    test.setTimeout(180_000);
    const patientBrowser = await launch();
    const doctorBrowser = await launch();
    try {
      const patientSide = await signedInPage(patientBrowser, 'new patient', { width: 390, height: 844 }, baseURL);
      const doctorSide = await signedInPage(doctorBrowser, 'doctor', { width: 1280, height: 800 }, baseURL);
      const { path } = await acceptedConsultationRoom(patientSide, doctorSide);
      const patient = patientSide.page;
      const doctor = doctorSide.page;
      for (const page of [patient, doctor]) {
        await page.goto(`${path}?relay=only`);
        await page.getByRole('button', { name: 'Join consultation' }).click();
      }
      await expectPlaying(patient, 'Video of Dr. Arjun Mehta');
      await expectPlaying(doctor, `Video of ${patientSide.name}`);
      for (const page of [patient, doctor]) expect((await mediaOf(page))?.pair).toEqual({ local: 'relay', remote: 'relay' });
      await expect(patient.getByText(/· relayed$/)).toBeVisible({ timeout: 15_000 });

      // The relay goes down: both pages say so and keep trying; it comes back: the call resumes on the same page.
      await coturn.stop();
      for (const page of [patient, doctor]) await expect(page.getByRole('status').getByText('Connection lost. Reconnecting…')).toBeVisible({ timeout: 30_000 });
      await coturn.start();
      await expect(patient.getByRole('status').getByText('Connected with Dr. Arjun Mehta')).toBeVisible({ timeout: 60_000 });
      await expect(doctor.getByRole('status').getByText(`Connected with ${patientSide.name}`)).toBeVisible({ timeout: 30_000 });
      const before = (await mediaOf(patient))?.framesDecoded ?? 0;
      await expect.poll(async () => (await mediaOf(patient))?.framesDecoded ?? 0, { timeout: 15_000 }).toBeGreaterThan(before);
      expect((await mediaOf(patient))?.pair).toEqual({ local: 'relay', remote: 'relay' });
      await expectPlaying(doctor, `Video of ${patientSide.name}`);
    } finally {
      await patientBrowser.close();
      await doctorBrowser.close();
    }
  });
});
