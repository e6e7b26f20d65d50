import { expect, test } from '@playwright/test';
import { expectPlaying, launch, PASSWORD, signedInPage } from './call-support';

// Issue 15 parts 1 and 2: a video call between a new patient and the demo doctor, Dr. Arjun Mehta, each in their own
// Chromium process with a fake camera and microphone. (A new patient, because accepting the demo patient's
// consultation would change what the chat journey sees.) Part 3 (audio calls, switching, the pre-call check, the
// relay and reconnection) is in calls-media.e2e.ts and calls-relay.e2e.ts.

test('a patient and Dr. Arjun Mehta see each other; mute and camera reach the other side; End call ends both', async () => {
  test.setTimeout(120_000);
  const patientBrowser = await launch(['--use-fake-ui-for-media-stream']);
  const doctorBrowser = await launch(['--use-fake-ui-for-media-stream']);
  try {
    const patientSide = await signedInPage(patientBrowser, 'new patient', { width: 390, height: 844 });
    const doctorSide = await signedInPage(doctorBrowser, 'doctor', { width: 1280, height: 800 });
    const expert = (await (await doctorSide.context.request.get('/api/chat/experts/me')).json()) as { id: string; name: string };
    const started = (await (
      await patientSide.context.request.post('/api/chat/conversations', { data: { expertId: expert.id }, headers: { origin: patientSide.baseURL } })
    ).json()) as { id: string };
    const accepted = await doctorSide.context.request.post(`/api/expert-desk/consultations/${started.id}/accept`, { headers: { origin: doctorSide.baseURL } });
    expect(accepted.status()).toBe(200);
    const patientName = patientSide.name;

    // The patient opens the meeting from the chat's Schedule Meeting; the doctor opens the same link.
    const patient = patientSide.page;
    await patient.goto(`/patient-chat?expertId=${expert.id}&expertName=${encodeURIComponent(expert.name)}`);
    await patient.getByRole('button', { name: 'Schedule Meeting' }).click();
    await patient.getByRole('dialog', { name: 'Schedule Meeting' }).getByRole('button', { name: 'Create link and join' }).click();
    await expect(patient).toHaveURL(/\/join-meeting\/[A-Za-z0-9_-]{22}$/);
    await expect(patient.getByRole('heading', { name: 'Join Medical Consultation' })).toBeVisible();
    await expect(patient.getByText(/never recorded/).first()).toBeVisible();
    // The doctor opens the same room from the consultation's card on the desk.
    const doctor = doctorSide.page;
    await doctor.goto('/expert-dashboard');
    await doctor.getByRole('tab', { name: /Active/ }).click();
    await doctor.getByRole('article').filter({ hasText: patientName }).getByRole('button', { name: 'Video call' }).click();
    await expect(doctor).toHaveURL(patient.url());
    await expect(doctor.getByText(patientName)).toBeVisible();

    await patient.getByRole('button', { name: 'Join consultation' }).click();
    await expect(patient.getByRole('heading', { name: 'Meeting Ready' })).toBeVisible();
    await expect(patient.getByRole('status').getByText('Waiting for Dr. Arjun Mehta to join…')).toBeVisible();
    await doctor.getByRole('button', { name: 'Join consultation' }).click();
    await expect(doctor.getByText('Share link with patient')).toBeVisible();
    await expect(doctor.getByLabel('Share link with patient')).toHaveValue(patient.url());

    await expectPlaying(patient, 'Video of Dr. Arjun Mehta');
    await expectPlaying(doctor, `Video of ${patientName}`);
    await expect(patient.getByRole('status').getByText('Connected with Dr. Arjun Mehta')).toBeVisible();

    // Mute and camera off on the patient's side show on the doctor's.
    await patient.getByRole('button', { name: 'Mute' }).click();
    await expect(patient.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    await expect(doctor.getByText(`${patientName}'s microphone is off`)).toBeVisible();
    await patient.getByRole('button', { name: 'Camera off' }).click();
    await expect(doctor.getByText(`${patientName}'s camera is off`)).toBeVisible();
    await patient.getByRole('button', { name: 'Mute' }).click();
    await expect(doctor.getByText(`${patientName}'s microphone is off`)).toBeHidden();

    // The consultation's chat beside the call.
    await doctor.getByRole('button', { name: 'Show Chat Interface' }).click();
    await expect(doctor.getByRole('region', { name: `Conversation with ${patientName}` })).toBeVisible();

    await doctor.getByRole('button', { name: 'End call' }).click();
    await expect(doctor.getByRole('heading', { name: 'Call ended' })).toBeVisible();
    await expect(patient.getByRole('heading', { name: 'Call ended' })).toBeVisible();
    await expect(patient.getByText('The other person ended the call.')).toBeVisible();

    // They call again; completing the consultation ends the call on both sides at once.
    await patient.getByRole('button', { name: 'Join again' }).click();
    await doctor.getByRole('button', { name: 'Join again' }).click();
    await expectPlaying(patient, 'Video of Dr. Arjun Mehta');
    const completed = await doctorSide.context.request.post(`/api/expert-desk/consultations/${started.id}/complete`, {
      headers: { origin: doctorSide.baseURL },
    });
    expect(completed.status()).toBe(200);
    for (const page of [patient, doctor]) {
      await expect(page.getByRole('heading', { name: 'Call ended' })).toBeVisible();
      await expect(page.getByText('This consultation is closed, so it has no calls any more')).toBeVisible();
    }
  } finally {
    await patientBrowser.close();
    await doctorBrowser.close();
  }
});

test('a refused camera and microphone show Permissions Required', async () => {
  // No fake permission prompt: Chromium refuses the prompt, as a person tapping "Block" would.
  const browser = await launch(['--deny-permission-prompts']);
  try {
    const doctorSide = await signedInPage(browser, 'doctor', { width: 1280, height: 800 });
    const expert = (await (await doctorSide.context.request.get('/api/chat/experts/me')).json()) as { id: string };
    const { context, page, baseURL } = await signedInPage(browser, 'new patient', { width: 390, height: 844 });
    const started = (await (await context.request.post('/api/chat/conversations', { data: { expertId: expert.id }, headers: { origin: baseURL } })).json()) as {
      id: string;
    };
    const room = (await (await context.request.post(`/api/consultations/${started.id}/room`, { headers: { origin: baseURL } })).json()) as { roomId: string };
    await page.goto(`/join-meeting/${room.roomId}`);
    await page.getByRole('button', { name: 'Join consultation' }).click();
    await expect(page.getByRole('heading', { name: 'Permissions Required' })).toBeVisible();
    await expect(page.getByText('Please allow microphone and camera access to join the consultation.')).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('a missing or unknown meeting link says Invalid Meeting Link', async ({ page, context }) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  await context.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  expect(
    (await context.request.post('/api/auth/sign-in', { data: { email: 'patient@sahay.demo', password: PASSWORD }, headers: { origin: baseURL } })).status(),
  ).toBe(200);
  await page.goto('/join-meeting/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Invalid Meeting Link' })).toBeVisible();
  await page.goto('/join-meeting');
  await expect(page.getByRole('heading', { name: 'Invalid Meeting Link' })).toBeVisible();
});
