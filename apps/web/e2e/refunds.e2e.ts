import { expect, test, type Browser } from '@playwright/test';
import { origin, signUpPatient } from './support';

// Issue 19 part 6: a patient pays for a doctor's slot with the test gateway, asks for a refund from the dashboard,
// an admin approves it, and the patient sees it refunded.
const PASSWORD = 'sahay-demo-2026';

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: origin(), viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  const answer = await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD }, headers: { origin: origin() } });
  expect(answer.status()).toBe(200);
  return { context, page: await context.newPage() };
}

test('a patient pays, requests a refund, an admin approves it, the patient sees Refunded', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const doctor = await signedIn(browser, 'doctor@sahay.demo');
  await doctor.page.goto('/expert-dashboard');
  await doctor.page.getByRole('button', { name: /Set your hours|Change hours/ }).click();
  await doctor.page.getByRole('form', { name: 'Your hours' }).getByRole('button', { name: 'Save hours' }).click();
  await expect(doctor.page.getByText('Your hours are saved. Patients see the free slots now.')).toBeVisible();
  const desk = (await (await doctor.context.request.get('/api/expert-desk')).json()) as { profile: { id: string; name: string } };
  await doctor.context.close();

  const account = await signUpPatient(page);
  await page.goto(`/expert-selection?book=${desk.profile.id}`);
  await page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').last().click();
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();

  await page.goto('/patient-dashboard?tab=appointments');
  const mine = page.getByRole('list', { name: 'Appointments' });
  await expect(mine.getByRole('link', { name: 'Receipt (PDF)' })).toBeVisible();
  await mine.getByRole('button', { name: 'Request a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a refund' });
  await dialog.getByRole('button', { name: 'Request refund' }).click();
  await expect(dialog.getByText('Please tell us why, in at least 5 characters')).toBeVisible();
  await dialog.getByLabel('Why do you want a refund?').fill('I booked the wrong day by mistake');
  await dialog.getByRole('button', { name: 'Request refund' }).click();
  await expect(mine.getByText('Refund requested', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);

  const admin = await signedIn(browser, 'admin@sahay.demo');
  await admin.page.goto('/admin/refund-requests');
  const request = admin.page.getByRole('article', { name: `Refund request from ${account.fullName}` });
  await expect(request).toContainText('I booked the wrong day by mistake');
  await request.getByRole('button', { name: 'Approve and refund ₹299.00' }).click();
  await expect(admin.page.getByText('No refund requests waiting.')).toBeVisible();
  await admin.page.getByRole('tab', { name: 'Decided' }).click();
  await expect(admin.page.getByRole('article', { name: `Refund request from ${account.fullName}` })).toContainText('Approved, refunded');
  await admin.page.goto('/admin/outbox');
  await expect(admin.page.getByText(/your refund of INR 299\.00 .* is approved/).first()).toBeVisible();
  await admin.context.close();

  await page.reload();
  await expect(page.getByRole('list', { name: 'Appointments' }).getByText('Refunded', { exact: true })).toBeVisible();
});
