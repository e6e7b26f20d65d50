import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { newAccount } from './support';

// Issue 14 part 2: the demo doctor issues a prescription in a consultation; the patient sees it arrive in the chat as
// a card, opens it, and finds it again in the profile menu's Medical history. A fresh patient, so that no other
// journey's consultation with the demo doctor is in the way.
const DEMO_PASSWORD = 'sahay-demo-2026';

async function context(browser: Browser): Promise<{ context: BrowserContext; origin: string }> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const created = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await created.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  return { context: created, origin: baseURL };
}

test('a prescription issued in the chat reaches the patient as a card and shows in their Medical history', async ({ browser }) => {
  test.setTimeout(60_000);
  const patientSide = await context(browser);
  const account = newAccount();
  const signUp = await patientSide.context.request.post('/api/auth/sign-up', { data: account, headers: { origin: patientSide.origin } });
  expect(signUp.status()).toBe(201);

  const doctorSide = await context(browser);
  const signIn = await doctorSide.context.request.post('/api/auth/sign-in', {
    data: { email: 'doctor@sahay.demo', password: DEMO_PASSWORD },
    headers: { origin: doctorSide.origin },
  });
  expect(signIn.status()).toBe(200);
  const expert = (await (await doctorSide.context.request.get('/api/chat/experts/me')).json()) as { id: string; name: string };

  // The patient opens the chat with the doctor, who accepts it.
  const patient = await patientSide.context.newPage();
  await patient.goto(`/patient-chat?expertId=${expert.id}&expertName=${encodeURIComponent(expert.name)}`);
  await expect(patient.getByRole('heading', { name: expert.name })).toBeVisible();
  const started = (await (
    await patientSide.context.request.post('/api/chat/conversations', { data: { expertId: expert.id }, headers: { origin: patientSide.origin } })
  ).json()) as { id: string };
  const accepted = await doctorSide.context.request.post(`/api/expert-desk/consultations/${started.id}/accept`, { headers: { origin: doctorSide.origin } });
  expect(accepted.status()).toBe(200);
  await patient.getByLabel('Type your message').fill('My throat has been sore for four days.');
  await patient.keyboard.press('Enter');

  // The doctor writes the prescription from the desk.
  const doctor = await doctorSide.context.newPage();
  await doctor.goto(`/expert-dashboard/consultations/${started.id}/prescription`);
  const form = doctor.getByRole('form', { name: 'Prescription' });
  // A chat request has no intake: the doctor records the age and gender they confirmed with the patient.
  await form.getByLabel('Age (years)').fill('29');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel(/I have confirmed the patient’s age/).check();
  await form.getByLabel('Diagnosis or provisional diagnosis').fill('Acute pharyngitis');
  const medicine = form.getByRole('group', { name: 'Medicine 1' });
  await medicine.getByLabel('Medicine').fill('Paracetamol');
  await medicine.getByLabel('Strength').fill('500 mg');
  await medicine.getByLabel('Dose').fill('1 tablet');
  await medicine.getByLabel('Frequency').fill('Three times a day after food');
  await medicine.getByLabel('Duration').fill('3 days');
  await form.getByRole('button', { name: 'Issue prescription' }).click();
  await expect(doctor).toHaveURL(/\/prescription-thank-you\?/);
  const prescriptionId = new URL(doctor.url()).searchParams.get('prescriptionId') ?? '';
  expect(prescriptionId).toMatch(/^[0-9a-f-]{36}$/);

  // Live, without reloading: the card in the patient's chat.
  const card = patient.getByRole('article', { name: 'Prescription' });
  await expect(card).toContainText(`${expert.name} issued a prescription`);
  await expect(card.getByRole('link', { name: 'Download prescription' })).toHaveAttribute('href', `/prescription-download/${prescriptionId}`);
  await card.getByRole('link', { name: 'View prescription' }).click();
  await expect(patient).toHaveURL(`/prescription-view/${prescriptionId}`);
  await expect(patient.getByText('Acute pharyngitis')).toBeVisible();
  await expect(patient.getByText('This prescription is generated on a teleconsultation')).toBeVisible();

  // And in the profile menu's Medical history.
  await patient.goto('/profile-menu');
  await patient.getByRole('button', { name: 'Medical: 1 consultation' }).click();
  const dialog = patient.getByRole('dialog', { name: 'Medical consultations' });
  await expect(dialog.getByText('active', { exact: true })).toBeVisible();
  await expect(dialog).toContainText(`Expert Assigned: ${expert.name}`);
  await expect(dialog.getByRole('link', { name: /^Prescription · .* · 1 medicine$/ })).toHaveAttribute('href', `/prescription-view/${prescriptionId}`);
  await dialog.getByRole('link', { name: 'Open chat' }).click();
  await expect(patient).toHaveURL(`/patient-chat?consultation=${started.id}`);
  await expect(patient.getByRole('article', { name: 'Prescription' })).toBeVisible();
  await expect(patient.getByText('My throat has been sore for four days.')).toBeVisible();

  await patientSide.context.close();
  await doctorSide.context.close();
});
