import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from './support';

// Issue 7's journey: a doctor registers with a photo and their registration certificate, the admin sees both and
// approves, the doctor accepts a waiting request (the demo patient's seeded one), they chat live, the doctor
// issues a prescription, and the patient downloads it and rates the doctor.
const DEMO_PASSWORD = 'sahay-demo-2026';

// Small real files made here: the server decides their type from the bytes.
const PHOTO = {
  name: 'kavya.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};
const CERTIFICATE = {
  name: 'KMC registration.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

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
  await form.getByLabel('Your photo (optional)').setInputFiles(PHOTO);
  await expect(form.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
  await form.getByLabel('Registration certificate').setInputFiles(CERTIFICATE);
  await expect(form.getByText('KMC registration.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL('/expert-dashboard');
  await expect(page.getByText('Pending review')).toBeVisible();
}

async function approve(page: Page, name: string) {
  await logIn(page, 'admin@sahay.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/admin-approve-experts');
  const card = page.getByRole('article', { name });
  // The photo and the certificate the doctor uploaded, as the reviewer sees them.
  const photo = card.getByRole('img', { name });
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: `Download ${CERTIFICATE.name}` }).click()]);
  expect(download.suggestedFilename()).toBe(CERTIFICATE.name);
  expect((await readFile((await download.path()) ?? '')).equals(CERTIFICATE.buffer)).toBe(true);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${name} approved`)).toBeVisible();
  await expect(card).toHaveCount(0);
}

/** Goes online and accepts the seeded request; answers the consultation's id (from its chat link). */
async function acceptRequest(page: Page): Promise<string> {
  await page.goto('/expert-dashboard');
  await page.getByRole('switch', { name: 'Offline' }).click();
  await expect(page.getByRole('switch', { name: 'Online' })).toBeChecked();
  const request = page.getByRole('article').filter({ hasText: 'Chest tightness when climbing stairs' });
  await request.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('tab', { name: /Active/ }).click();
  const chatLink = page.getByRole('article').filter({ hasText: 'Chest tightness' }).getByRole('link', { name: 'Open chat' });
  await expect(chatLink).toHaveAttribute('href', /^\/expert-chat\/[0-9a-f-]{36}$/);
  const href = (await chatLink.getAttribute('href')) ?? '';
  return href.split('/').pop() ?? '';
}

/** The doctor opens the chat from the desk, the patient from the doctor's name; each message arrives live. */
async function chat(doctor: Page, patient: Page, consultationId: string, expert: { id: string; name: string }) {
  await doctor.getByRole('article').filter({ hasText: 'Chest tightness' }).getByRole('link', { name: 'Open chat' }).click();
  await expect(doctor).toHaveURL(`/expert-chat/${consultationId}`);
  await expect(doctor.getByRole('heading', { name: 'Ananya Sharma' })).toBeVisible();

  await patient.goto(`/patient-chat?expertId=${expert.id}&expertName=${encodeURIComponent(expert.name)}`);
  await expect(patient.getByRole('heading', { name: expert.name })).toBeVisible();
  const tag = randomUUID().slice(0, 6);
  await patient.getByLabel('Type your message').fill(`The tightness comes after two flights of stairs ${tag}`);
  await patient.keyboard.press('Enter');
  await expect(doctor.getByText(`The tightness comes after two flights of stairs ${tag}`)).toBeVisible();
  await doctor.getByLabel('Type your message').fill(`Does it ease within five minutes of rest? ${tag}`);
  await doctor.keyboard.press('Enter');
  await expect(patient.getByText(`Does it ease within five minutes of rest? ${tag}`)).toBeVisible();
}

async function issuePrescription(page: Page): Promise<string> {
  await page.goto('/expert-dashboard');
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

test('a doctor registers with a photo and certificate, is approved, accepts a request, chats and prescribes; the patient downloads and rates', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Dr. Kavya Rao ${randomUUID().slice(0, 4)}`;
  const doctor = await newPage(browser);
  await registerDoctor(doctor, name, `kavya.${randomUUID().slice(0, 8)}@example.test`);
  await approve(await newPage(browser), name);
  await doctor.reload();
  await expect(doctor.getByText('Pending review')).toHaveCount(0);
  const consultationId = await acceptRequest(doctor);

  const patient = await newPage(browser);
  await logIn(patient, 'patient@sahay.demo', DEMO_PASSWORD);
  await expect(patient).toHaveURL('/');
  const expert = (await (await doctor.request.get('/api/chat/experts/me')).json()) as { id: string; name: string };
  expect(expert.name).toBe(name);
  await chat(doctor, patient, consultationId, expert);

  const prescriptionId = await issuePrescription(doctor);
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
