import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from './support';

// Issue 7's journey: a doctor registers, the admin approves, the doctor accepts a waiting request (the demo
// patient's seeded one until the request flow lands), issues a prescription, and the patient downloads it and
// rates the doctor. The chat step joins once the chat page exists.
const DEMO_PASSWORD = 'sahay-demo-2026';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  return context.newPage();
}

async function registerDoctor(page: Page, name: string, email: string) {
  await page.goto('/doctor-registration');
  const form = page.getByRole('form', { name: 'Expert registration' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Stethoscope-42');
  await form.getByLabel('Mobile number').fill('9812300099');
  await form.getByLabel('WhatsApp number').fill('9812300099');
  await form.getByLabel('Specialisation').selectOption('Cardiology');
  await form.getByLabel('Qualification').fill('MBBS, MD (Medicine), DM (Cardiology)');
  await form.getByLabel('Medical council').selectOption('Karnataka Medical Council');
  await form.getByLabel('Medical registration number').fill('KMC-104522');
  await form.getByLabel('Years of experience').fill('9');
  await form.getByLabel('Fee per consultation (₹)').fill('499');
  await form.locator('label', { hasText: 'Hindi' }).click();
  await expect(form.getByRole('checkbox', { name: 'Hindi' })).toBeChecked();
  await form.getByLabel('Short bio').fill('Cardiologist with nine years at a Bengaluru heart centre; focuses on prevention.');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL('/expert-dashboard');
  await expect(page.getByText('Pending review')).toBeVisible();
}

async function approve(page: Page, name: string) {
  await logIn(page, 'admin@sahay.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/admin-approve-experts');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${name} approved`)).toBeVisible();
  await expect(card).toHaveCount(0);
}

async function issuePrescription(page: Page): Promise<string> {
  await page.goto('/expert-dashboard');
  await page.getByRole('switch', { name: 'Offline' }).click();
  await expect(page.getByRole('switch', { name: 'Online' })).toBeChecked();
  const request = page.getByRole('article').filter({ hasText: 'Chest tightness when climbing stairs' });
  await request.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('tab', { name: /Active/ }).click();
  await page.getByRole('article').filter({ hasText: 'Chest tightness' }).getByRole('link', { name: 'Write prescription' }).click();

  const form = page.getByRole('form', { name: 'Prescription' });
  await form.getByRole('button', { name: 'Issue prescription' }).click();
  await expect(form.getByText('Confirm that you have verified the patient’s age')).toBeVisible();
  await form.getByLabel(/I have confirmed the patient’s age/).check();
  await form.getByLabel('Diagnosis or provisional diagnosis').fill('Exertional chest tightness; rule out angina');
  const medicine = form.getByRole('group', { name: 'Medicine 1' });
  await medicine.getByLabel('Medicine').fill('Aspirin');
  await medicine.getByLabel('Strength').fill('75 mg');
  await medicine.getByLabel('Dose').fill('1 tablet');
  await medicine.getByLabel('Frequency').fill('Once a day after lunch');
  await medicine.getByLabel('Duration').fill('30 days');
  await form.getByLabel('Follow-up (optional)').fill('In 2 weeks with the TMT report');
  await form.getByRole('button', { name: 'Issue prescription' }).click();

  await expect(page).toHaveURL(/\/prescription-thank-you\?patientName=Ananya/);
  await expect(page.getByText('******5670')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('prescriptionId') ?? '';
  await expect(page.getByText(`${id.slice(0, 8)}...`)).toBeVisible();
  return id;
}

test('a doctor registers, is approved, accepts a request and prescribes; the patient downloads and rates', async ({ browser }) => {
  test.setTimeout(90_000);
  const name = `Dr. Kavya Rao ${randomUUID().slice(0, 4)}`;
  const doctor = await newPage(browser);
  await registerDoctor(doctor, name, `kavya.${randomUUID().slice(0, 8)}@example.test`);
  await approve(await newPage(browser), name);
  await doctor.reload();
  await expect(doctor.getByText('Pending review')).toHaveCount(0);
  const prescriptionId = await issuePrescription(doctor);

  const patient = await newPage(browser);
  await logIn(patient, 'patient@sahay.demo', DEMO_PASSWORD);
  await expect(patient).toHaveURL('/');
  await patient.goto(`/prescription-download/${prescriptionId}`);
  const [download] = await Promise.all([patient.waitForEvent('download'), patient.getByRole('link', { name: 'Download PDF' }).click()]);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await patient.goto(`/prescription-view/${prescriptionId}`);
  await expect(patient.getByText('This prescription is generated on a teleconsultation')).toBeVisible();
  await expect(patient.getByText(`Registration No.: KMC-104522 (Karnataka Medical Council)`)).toBeVisible();
  const history = patient.getByRole('region', { name: 'Consultation history' });
  await expect(history.getByText('Requested')).toBeVisible();
  await expect(history.getByText(`Accepted by ${name}`)).toBeVisible();
  await patient.getByRole('button', { name: 'Rate Your Experience' }).click();
  const dialog = patient.getByRole('dialog', { name: 'Rate Your Experience' });
  await expect(dialog.getByRole('button', { name: 'Submit Rating' })).toBeDisabled();
  await dialog.getByRole('radio', { name: '4 stars' }).click();
  await dialog.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(patient.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(patient.getByText('You rated 4 stars')).toBeVisible();

  await doctor.goto('/expert-dashboard');
  await expect(doctor.getByText('4.0 (1 rating)')).toBeVisible();
});
