import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config';
import { newAccount } from './support';

// Issue 15 part 4, the call's life: a new patient rings Dr. Arjun Mehta from the chat; his desk shows the incoming
// call. He declines once (the chat says so), then accepts: both are in the call; after End call the desk and the
// patient's history show how long it lasted. Two Chromium processes with a fake camera and microphone.
const PASSWORD = 'sahay-demo-2026';
const MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--allow-loopback-in-peer-connection'];

const launch = (): Promise<Browser> => chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...MEDIA] });

async function signedIn(browser: Browser, who: 'doctor' | 'new patient', viewport: { width: number; height: number }) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  const account = newAccount();
  const response =
    who === 'doctor'
      ? await context.request.post('/api/auth/sign-in', { data: { email: 'doctor@sahay.demo', password: PASSWORD }, headers: { origin: baseURL } })
      : await context.request.post('/api/auth/sign-up', { data: account, headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
  return { context, page: await context.newPage(), baseURL, name: account.fullName };
}

async function expectPlaying(page: Page, name: string) {
  const video = page.getByLabel(name);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth > 0 && !element.paused && element.readyState >= 2), { timeout: 30_000 })
    .toBe(true);
}

test('the patient rings the doctor from the chat: declined, then accepted, and the call’s length shows in history', async () => {
  test.setTimeout(150_000);
  const patientBrowser = await launch();
  const doctorBrowser = await launch();
  try {
    const patientSide = await signedIn(patientBrowser, 'new patient', { width: 390, height: 844 });
    const doctorSide = await signedIn(doctorBrowser, 'doctor', { width: 1280, height: 800 });
    const expert = (await (await doctorSide.context.request.get('/api/chat/experts/me')).json()) as { id: string; name: string };
    const started = (await (
      await patientSide.context.request.post('/api/chat/conversations', { data: { expertId: expert.id }, headers: { origin: patientSide.baseURL } })
    ).json()) as { id: string };
    const accepted = await doctorSide.context.request.post(`/api/expert-desk/consultations/${started.id}/accept`, { headers: { origin: doctorSide.baseURL } });
    expect(accepted.status()).toBe(200);
    const patientName = patientSide.name;

    const doctor = doctorSide.page;
    await doctor.goto('/expert-dashboard');
    await expect(doctor.getByRole('heading', { level: 1, name: 'Dr. Arjun Mehta' })).toBeVisible();
    const patient = patientSide.page;
    await patient.goto(`/patient-chat?consultation=${started.id}`);

    // First ring: the doctor declines; the patient sees it, and the conversation keeps it.
    await patient.getByRole('button', { name: 'Start video call' }).click();
    const ringing = patient.getByRole('dialog', { name: 'Video call' });
    await expect(ringing.getByRole('status')).toHaveText(/^Ringing…/);
    const incoming = doctor.getByRole('dialog', { name: 'Incoming video call' });
    await expect(incoming).toContainText(patientName);
    await incoming.getByRole('button', { name: 'Decline' }).click();
    await expect(ringing.getByRole('status')).toHaveText('Dr. Arjun Mehta declined the call.');
    await ringing.getByRole('button', { name: 'Done' }).click();
    await expect(patient.getByText(`Video call from ${patientName} declined by Dr. Arjun Mehta`)).toBeVisible();

    // Second ring: accepted. Both land in the meeting and join.
    await patient.getByRole('button', { name: 'Start video call' }).click();
    await doctor.getByRole('dialog', { name: 'Incoming video call' }).getByRole('button', { name: 'Accept' }).click();
    await expect(doctor).toHaveURL(/\/join-meeting\/[A-Za-z0-9_-]{22}$/);
    await expect(patient).toHaveURL(doctor.url());
    await doctor.getByRole('button', { name: 'Join consultation' }).click();
    await patient.getByRole('button', { name: 'Join consultation' }).click();
    await expectPlaying(patient, 'Video of Dr. Arjun Mehta');
    await expectPlaying(doctor, `Video of ${patientName}`);
    // A few seconds of consultation, then End call.
    await patient.waitForTimeout(3000);
    await doctor.getByRole('button', { name: 'End call' }).click();
    await expect(patient.getByRole('heading', { name: 'Call ended' })).toBeVisible();

    // The desk's card and the patient's history show the call and its length, as the server measured it.
    await doctor.goto('/expert-dashboard');
    await doctor.getByRole('tab', { name: /Active/ }).click();
    const card = doctor.getByRole('article').filter({ hasText: patientName });
    await expect(card.getByRole('region', { name: 'Calls' })).toContainText(/Video call ?· \d+ s/);
    await patient.goto('/profile-menu');
    await patient.getByRole('button', { name: 'Medical: 1 consultation' }).click();
    const history = patient.getByRole('dialog', { name: 'Medical consultations' });
    const calls = history.getByRole('region', { name: 'Calls' });
    await expect(calls).toContainText('Declined');
    await expect(calls).toContainText(/Video call ?· \d+ s/);
  } finally {
    await patientBrowser.close();
    await doctorBrowser.close();
  }
});
