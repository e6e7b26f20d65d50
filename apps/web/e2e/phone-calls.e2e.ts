import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, logIn, signUpPatient } from './support';

// Issue 15 parts 5 and 6: an admin places a test call from /test-exotel and follows its states in the admin console.
// No Exotel keys here: the local bridge plays the call (doctor rings, answers, patient rings, connected).
const ADMIN = { email: 'admin@sahay.demo', password: 'sahay-demo-2026' };

test('an admin places a test call and sees it go through its states in the admin console', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/');
  await page.goto('/test-exotel');
  const form = page.getByRole('form', { name: 'Test call' });
  await expect(form.getByLabel('Patient name')).toHaveValue('Test Patient');
  await form.getByLabel('Patient phone').fill('98450 12345');
  await form.getByRole('button', { name: 'Start test call' }).click();
  await expect(page.getByText('Consultation Initiated').first()).toBeVisible();
  await expect(form.getByLabel('Patient phone')).toHaveValue('+919845012345');
  await expect(page.getByText(/Simulated call/)).toBeVisible();
  // The toast is still fading in (axe reads its colours half-transparent); the page itself is checked.
  await expectNoSeriousA11yViolations(page, { exclude: '[data-sonner-toaster]' });

  await page.getByRole('link', { name: /phone calls/ }).click();
  await expect(page).toHaveURL(/\/admin\/phone-calls$/);
  const card = page.getByRole('article', { name: /^Test call DEMO-/ }).first();
  await expect(card.getByText('******2345')).toBeVisible();
  await expect(card.getByText('WhatsApp notice delivered')).toBeVisible();
  // The simulated doctor answers after 4 s and the two are connected after 9 s; the page reads every 2 s.
  const states = card.getByRole('list', { name: 'Call states' });
  await expect(states.getByText('Doctor answered')).toBeVisible({ timeout: 15_000 });
  await expect(states.getByText('Connected')).toBeVisible({ timeout: 15_000 });
  await expect(states.getByText('Calling the patient')).toBeVisible();
});

test('a patient who opens /test-exotel is refused, and the server refuses them too', async ({ page }) => {
  await signUpPatient(page);
  await page.goto('/test-exotel');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Test call' })).toHaveCount(0);
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/phone-calls/test', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        patient_name: 'A',
        patient_phone: '+919845012345',
        doctor_name: 'B',
        doctor_phone: '+919845054321',
        consult_id: `DEMO-${Date.now()}`,
      }),
    });
    return response.status;
  });
  expect(status).toBe(403);
});
