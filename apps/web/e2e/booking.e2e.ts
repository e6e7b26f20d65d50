import { expect, test, type Browser } from '@playwright/test';
import { origin, signUpPatient } from './support';

// Issue 19 parts 1-2: the lawyer sets hours on the desk, a patient books one of the free slots, both see it, the
// patient cancels and both see that.
const PASSWORD = 'sahay-demo-2026';

async function lawyerPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin(), viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  const signedIn = await context.request.post('/api/auth/sign-in', { data: { email: 'lawyer@sahay.demo', password: PASSWORD }, headers: { origin: origin() } });
  expect(signedIn.status()).toBe(200);
  return { context, page: await context.newPage() };
}

test('an expert sets hours, a patient books a slot, both see it, the patient cancels', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const lawyer = await lawyerPage(browser);
  await lawyer.page.goto('/expert-dashboard');
  await lawyer.page.getByRole('button', { name: /Set your hours|Change hours/ }).click();
  const hours = lawyer.page.getByRole('form', { name: 'Your hours' });
  await expect(hours.getByLabel('Monday 1 from')).toHaveValue('10:00');
  await hours.getByRole('button', { name: 'Save hours' }).click();
  await expect(lawyer.page.getByText('Your hours are saved. Patients see the free slots now.')).toBeVisible();

  const account = await signUpPatient(page);
  const desk = (await (await lawyer.context.request.get('/api/expert-desk')).json()) as { profile: { id: string; name: string } };
  await page.goto(`/expert-selection?expert=${desk.profile.id}`);
  await page.getByRole('link', { name: `Book a time with ${desk.profile.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
  // A person's first consultation with a lawyer: the first 30 minutes are free.
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  const firstTime = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first();
  const time = (await firstTime.textContent()) ?? '';
  await firstTime.click();
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();

  await page.getByRole('link', { name: 'See it on your dashboard' }).click();
  await page.goto('/patient-dashboard?tab=appointments');
  const mine = page.getByRole('list', { name: 'Appointments' });
  await expect(mine.getByText(desk.profile.name)).toBeVisible();
  await expect(mine.getByText('scheduled')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Join' })).toHaveAttribute('href', /^\/join-meeting\//);

  await lawyer.page.reload();
  await lawyer.page.getByRole('tab', { name: /This week/ }).click();
  const week = lawyer.page.getByRole('list', { name: "This week's appointments" });
  await expect(week.getByText(account.fullName)).toBeVisible();
  await expect(week.getByText(time)).toBeVisible();

  await mine.getByRole('link', { name: 'Change or cancel' }).click();
  await page.getByRole('button', { name: 'Cancel this appointment' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment cancelled' })).toBeVisible();
  await page.goto('/patient-dashboard?tab=appointments');
  await expect(page.getByRole('list', { name: 'Appointments' }).getByText('cancelled')).toBeVisible();

  await lawyer.page.reload();
  await lawyer.page.getByRole('tab', { name: /This week/ }).click();
  await expect(lawyer.page.getByRole('list', { name: "This week's appointments" }).getByText('cancelled')).toBeVisible();
  await lawyer.context.close();
});
