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
  // A day after the first, so the time is more than the 2 hours ahead that changing or cancelling needs, whatever the
  // hour the journey runs at (the first day's first slot can be sooner).
  await page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').nth(1).click();
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

// Issue 19 part 4: a doctor's consultation costs ₹299; the booking is held while the patient pays with the test
// gateway (the local default), then shows on both sides.
test('a patient books a paid slot, pays with the test gateway, and both sides see the appointment', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: origin(), viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  const signedIn = await context.request.post('/api/auth/sign-in', { data: { email: 'doctor@sahay.demo', password: PASSWORD }, headers: { origin: origin() } });
  expect(signedIn.status()).toBe(200);
  const doctor = await context.newPage();
  await doctor.goto('/expert-dashboard');
  await doctor.getByRole('button', { name: /Set your hours|Change hours/ }).click();
  await doctor.getByRole('form', { name: 'Your hours' }).getByRole('button', { name: 'Save hours' }).click();
  await expect(doctor.getByText('Your hours are saved. Patients see the free slots now.')).toBeVisible();

  const account = await signUpPatient(page);
  const desk = (await (await context.request.get('/api/expert-desk')).json()) as { profile: { id: string; name: string } };
  await page.goto(`/expert-selection?book=${desk.profile.id}`);
  await expect(page.getByText('₹299', { exact: true })).toBeVisible();
  const slots = (await (await page.request.get(`/api/experts/${desk.profile.id}/slots`)).json()) as { slots: { start: string }[] };
  const bookedStart = slots.slots[0]?.start ?? '';
  const firstTime = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first();
  const time = (await firstTime.textContent()) ?? '';
  await firstTime.click();
  await page.getByRole('button', { name: /^Confirm/ }).click();
  // Handed over to the payment: the test gateway's own checkout page.
  await expect(page.getByRole('heading', { name: 'Pay ₹299.00' })).toBeVisible();
  await expect(page.getByText('Test payment gateway · no money moves')).toBeVisible();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
  await expect(page.getByText('Paid ₹299.')).toBeVisible();

  await page.goto('/patient-dashboard?tab=appointments');
  const mine = page.getByRole('list', { name: 'Appointments' });
  await expect(mine.getByText(desk.profile.name)).toBeVisible();
  await expect(mine.getByText('scheduled')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Join' })).toHaveAttribute('href', /^\/join-meeting\//);
  const joinPath = (await mine.getByRole('link', { name: 'Join' }).getAttribute('href')) ?? '';

  await doctor.reload();
  await doctor.getByRole('tab', { name: /This week/ }).click();
  const week = doctor.getByRole('list', { name: "This week's appointments" });
  // The other booking journey may book the same hour on another day of the week: this patient's row has the time.
  const booked = week.getByRole('listitem').filter({ hasText: account.fullName });
  await expect(booked).toBeVisible();
  await expect(booked.getByText(time)).toBeVisible();
  await context.close();

  // Issue 19 part 3: the confirmation went out at once and the 15-minute reminder waits for its time in the outbox,
  // each with this appointment's join link (the reminder only when the slot was more than 15 minutes away: the first
  // free slot can start sooner during the doctor's hours).
  const adminContext = await browser.newContext({ baseURL: origin() });
  await adminContext.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  const adminIn = await adminContext.request.post('/api/auth/sign-in', {
    data: { email: 'admin@sahay.demo', password: PASSWORD },
    headers: { origin: origin() },
  });
  expect(adminIn.status()).toBe(200);
  const admin = await adminContext.newPage();
  await admin.goto('/admin/outbox');
  // A join path is letters, digits, '_', '-' and '/': nothing a regular expression reads as special.
  await expect(admin.getByText(new RegExp(`is booked for .*${joinPath}`)).first()).toBeVisible();
  if (new Date(bookedStart).getTime() - Date.now() > 16 * 60_000) {
    await expect(admin.getByText(new RegExp(`starts in 15 minutes, .*${joinPath}`)).first()).toBeVisible();
  }
  await adminContext.close();
});
