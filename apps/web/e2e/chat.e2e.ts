import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// The demo accounts (README), seeded because the journeys' server does not run in production.
const PASSWORD = 'sahay-demo-2026';

async function signedInContext(browser: Browser, email: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  const response = await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD }, headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
  return context;
}

async function send(page: Page, text: string) {
  await page.getByLabel('Type your message').fill(text);
  await page.keyboard.press('Enter');
}

/** Sockets of a page pass through here, so the journey can cut the connection as a flaky network would. */
function cuttableSocket(page: Page) {
  const state = { blocked: false, current: undefined as WebSocketRoute | undefined };
  const ready = page.routeWebSocket(/\/api\/realtime$/, (ws) => {
    if (state.blocked) return void ws.close({ code: 1006, reason: 'network down' });
    state.current = ws;
    ws.connectToServer();
  });
  return {
    ready,
    cut: async () => {
      state.blocked = true;
      await state.current?.close({ code: 1006, reason: 'network down' });
    },
    restore: () => {
      state.blocked = false;
    },
  };
}

test('a patient and Dr. Arjun Mehta chat live, and a dropped connection loses nothing', async ({ browser }) => {
  test.setTimeout(60_000);
  const tag = randomUUID().slice(0, 6);
  const patientContext = await signedInContext(browser, 'patient@sahay.demo', { width: 390, height: 844 });
  const doctorContext = await signedInContext(browser, 'doctor@sahay.demo', { width: 1280, height: 800 });
  const expert = (await (await doctorContext.request.get('/api/chat/experts/me')).json()) as { id: string; name: string };
  expect(expert.name).toBe('Dr. Arjun Mehta');

  const patient = await patientContext.newPage();
  await patient.goto(`/patient-chat?expertId=${expert.id}&expertName=${encodeURIComponent(expert.name)}`);
  await expect(patient.getByRole('heading', { name: 'Dr. Arjun Mehta' })).toBeVisible();
  await expect(patient.getByText('Expert', { exact: true })).toBeVisible();
  for (const [shortcut, tab] of [
    ['Medical Records', 'records'],
    ['Schedule', 'appointments'],
    ['Prescription', 'prescriptions'],
    ['Symptoms', 'health-tracker'],
  ] as const) {
    await expect(patient.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: shortcut })).toHaveAttribute(
      'href',
      `/patient-dashboard?tab=${tab}`,
    );
  }

  // Spec 001 §4.6: asking again returns the same pending consultation, which the expert opens from their side.
  const baseURL = test.info().project.use.baseURL ?? '';
  const conversation = (await (
    await patientContext.request.post('/api/chat/conversations', { data: { expertId: expert.id }, headers: { origin: baseURL } })
  ).json()) as { id: string };
  // Issue 16: the doctor's chat names the patient once the doctor has accepted the consultation.
  const conversationPath = `/api/chat/conversations/${conversation.id}`;
  expect((await (await doctorContext.request.get(conversationPath)).json()).patient.name).toBe('Patient (name shown once you accept)');
  const accepted = await doctorContext.request.post(`/api/expert-desk/consultations/${conversation.id}/accept`, { headers: { origin: baseURL } });
  expect(accepted.status()).toBe(200);
  const doctor = await doctorContext.newPage();
  const socket = cuttableSocket(doctor);
  await socket.ready;
  await doctor.goto(`/expert-chat/${conversation.id}`);
  await expect(doctor.getByRole('heading', { name: 'Ananya Sharma' })).toBeVisible();
  await expect(patient.getByRole('banner').getByText('Online')).toBeVisible();

  const question = `I have chest pain since morning <script>window.hacked=1</script> ${tag}`;
  await send(patient, question);
  await expect(doctor.getByText(question)).toBeVisible();
  await expect(doctor.getByText(`Ananya Sharma is typing…`)).toHaveCount(0);
  expect(await doctor.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  await doctor.getByLabel('Type your message').pressSequentially('Is it');
  await expect(patient.getByText('Dr. Arjun Mehta is typing…')).toBeVisible();
  await doctor.getByLabel('Type your message').fill(`Is the pain sharp or dull? ${tag}`);
  await doctor.keyboard.press('Enter');
  await expect(patient.getByText(`Is the pain sharp or dull? ${tag}`)).toBeVisible();
  // The doctor has the chat open, so the patient's message shows as read.
  await expect(patient.getByRole('img', { name: 'Read' }).last()).toBeVisible();

  // A photo shared by the patient appears on the doctor's side as a picture only members can load.
  await patient.locator('#chat-file-input').setInputFiles({ name: `rash-${tag}.png`, mimeType: 'image/png', buffer: PNG_1X1 });
  const picture = doctor.getByRole('img', { name: `rash-${tag}.png` });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(patient.getByText('1 file', { exact: true })).toBeVisible();
  const src = await picture.getAttribute('src');
  const anonymous = await browser.newContext({ baseURL });
  expect((await anonymous.request.get(src ?? '')).status()).toBe(401);
  await anonymous.close();

  // The doctor's network drops; the patient writes meanwhile; once back, the message shows exactly once.
  await socket.cut();
  await expect(doctor.getByText(/Reconnecting/)).toBeVisible();
  await send(patient, `Sharp, on the left side ${tag}`);
  await expect(patient.getByText(`Sharp, on the left side ${tag}`)).toBeVisible();
  await expect(doctor.getByText(`Sharp, on the left side ${tag}`)).toHaveCount(0);
  socket.restore();
  await expect(doctor.getByText(`Sharp, on the left side ${tag}`)).toHaveCount(1, { timeout: 20_000 });
  await expect(doctor.getByText(/Reconnecting/)).toHaveCount(0);
  // A later message as a barrier: a second copy of the first would have arrived before it.
  await send(patient, `Since this morning ${tag}`);
  await expect(doctor.getByText(`Since this morning ${tag}`)).toBeVisible();
  await expect(doctor.getByText(`Sharp, on the left side ${tag}`)).toHaveCount(1);

  // Toasts still on screen belong to the shared toaster (app/toaster-host.tsx), checked by its own journeys.
  await expectNoSeriousA11yViolations(patient, { exclude: '[data-sonner-toaster]' });
  await expectNoHorizontalScroll(patient);
  await patientContext.close();
  await doctorContext.close();
});

test('/patient-chat without an expert says so', async ({ page }) => {
  await page.goto('/patient-chat');
  await expect(page.getByRole('heading', { name: 'No expert selected' })).toBeVisible();
});
