import { expect, test } from '@playwright/test';
import { signUpPatient } from './support';

// Issue 14 part 6: a Health QR link is opened by an anonymous visitor, revoked by its owner, and then fails.
test('a patient shares a scoped Health QR link, a visitor opens it, the patient sees the opening and revokes it', async ({ page, browser }) => {
  // The phone profile may offer a share sheet; this journey takes the copy path the spec names.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // Signed up through the API: signing up through the form is account.e2e.ts's subject, not this journey's.
  const account = await signUpPatient(page);
  await page.goto('/');

  await page.getByRole('button', { name: 'Your Health QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Health QR Code' });
  await dialog.getByRole('switch', { name: 'Personal Information' }).click();
  await expect(dialog.getByRole('switch', { name: 'Personal Information' })).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('radio', { name: '1 hour' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Create QR code' }).click();
  await expect(dialog.getByRole('img', { name: 'Health QR code' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('QR code link copied to clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/patient-details\/[A-Za-z0-9_-]{32}$/);

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByRole('region', { name: 'Consultation History' })).toBeVisible();
  await expect(visitor.getByText('No consultation history')).toBeVisible();
  // Personal information was switched off: the visitor never sees the name.
  await expect(visitor.getByRole('region', { name: 'Patient Information' })).toHaveCount(0);
  await expect(visitor.getByText(account.fullName)).toHaveCount(0);

  // The owner sees the opening in the list under the link, and revokes it there.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Your Health QR Code' }).click();
  const links = page.getByRole('region', { name: 'Your active links (1)' });
  await expect(links.getByText('Opened once')).toBeVisible();
  await links.getByRole('button', { name: /^Revoke QR link/ }).click();
  await expect(page.getByRole('region', { name: 'Your active links (0)' })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText('Patient not found')).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Consultation History' })).toHaveCount(0);
  await visitorContext.close();
});

test('a patient shares their chart from the chat; the doctor opens it until the patient stops sharing', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const baseURL = test.info().project.use.baseURL ?? '';
  // Signed up through the API: signing up through the form is account.e2e.ts's subject, not this journey's.
  const account = await signUpPatient(page);
  await page.goto('/');

  const doctorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await doctorContext.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  const signIn = await doctorContext.request.post('/api/auth/sign-in', {
    data: { email: 'doctor@sahay.demo', password: 'sahay-demo-2026' },
    headers: { origin: baseURL },
  });
  expect(signIn.status()).toBe(200);
  const expert = (await (await doctorContext.request.get('/api/chat/experts/me')).json()) as { id: string; name: string };

  await page.goto(`/patient-chat?expertId=${expert.id}&expertName=${encodeURIComponent(expert.name)}`);
  await expect(page.getByRole('button', { name: 'Share my chart' })).toBeVisible();
  const conversation = (await (await page.request.post('/api/chat/conversations', { data: { expertId: expert.id }, headers: { origin: baseURL } })).json()) as {
    id: string;
  };

  // Issue 16: the doctor's chat names the patient once the doctor has accepted the consultation.
  const accepted = await doctorContext.request.post(`/api/expert-desk/consultations/${conversation.id}/accept`, { headers: { origin: baseURL } });
  expect(accepted.status()).toBe(200);
  const doctor = await doctorContext.newPage();
  await doctor.goto(`/expert-chat/${conversation.id}`);
  await expect(doctor.getByRole('heading', { name: account.fullName })).toBeVisible();
  await expect(doctor.getByRole('link', { name: 'Open patient chart' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Share my chart' }).click();
  await expect(page.getByText('Your expert can see your health chart until this consultation ends.')).toBeVisible();
  // The line in the conversation reaches the doctor live, and with it the link to the chart.
  await doctor.getByRole('link', { name: 'Open patient chart' }).click();
  await expect(doctor).toHaveURL(`/patient-chart?consultation=${conversation.id}`);
  await expect(doctor.getByRole('region', { name: 'Patient Information' }).getByText(account.fullName)).toBeVisible();

  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Share my chart' })).toBeVisible();
  await doctor.reload();
  await expect(doctor.getByText('The patient has not shared their chart with you, or the sharing has ended')).toBeVisible();
  await expect(doctor.getByRole('region', { name: 'Patient Information' })).toHaveCount(0);
  await doctorContext.close();
});
