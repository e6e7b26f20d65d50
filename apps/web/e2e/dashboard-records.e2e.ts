import { expect, test } from '@playwright/test';
import { controlsUnder44px, expectNoHorizontalScroll, expectNoSeriousA11yViolations, origin, signUpPatient } from './support';

// Issue 14 parts 1 and 3: a patient's records and the dashboard, in the browser, against the built product.
const DEMO_PASSWORD = 'sahay-demo-2026';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2048, 0x20)]);

test('a patient uploads a record, sees it on the dashboard, renames it and deletes it', async ({ page }) => {
  const account = await signUpPatient(page);
  await page.goto('/patient-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${account.fullName}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Not enough data');

  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Upload Record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Record' });
  await dialog.getByLabel('File').setInputFiles({ name: 'thyroid-march.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByLabel('Hospital or lab (optional)').fill('Sahyadri Path Lab');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();

  const latest = page.getByRole('list', { name: 'Latest records' });
  await expect(latest.getByText('thyroid-march')).toBeVisible();
  await expect(latest).toContainText('Lab Report · Sahyadri Path Lab');
  // The stored file is the one uploaded, for its owner.
  const href = (await latest.getByRole('link', { name: 'View thyroid-march' }).getAttribute('href')) ?? '';
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);

  await page.getByRole('tab', { name: 'Records' }).click();
  const records = page.getByRole('tabpanel', { name: 'Records' });
  await records.getByRole('button', { name: 'Rename thyroid-march' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename record' });
  await rename.getByLabel('Title').fill('Thyroid profile (TSH)');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(records.getByText('Thyroid profile (TSH)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(/Medical Records\s*1/);

  await expectNoSeriousA11yViolations(page, { exclude: '[data-sonner-toaster]' });

  await records.getByRole('button', { name: 'Delete Thyroid profile (TSH)' }).click();
  await page.getByRole('dialog', { name: 'Delete record?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(records.getByText('Thyroid profile (TSH)')).toHaveCount(0);
  await expect(records.getByText(/No records yet/)).toBeVisible();
  expect((await page.request.get(href)).status()).toBe(404);
});

test('a prescription the demo doctor issues shows on the patient’s dashboard and opens', async ({ page, browser }) => {
  const account = await signUpPatient(page);
  const doctor = await browser.newContext({ baseURL: origin() });
  expect(
    (await doctor.request.post('/api/auth/sign-in', { data: { email: 'doctor@sahay.demo', password: DEMO_PASSWORD }, headers: { origin: origin() } })).status(),
  ).toBe(200);
  const expert = (await (await doctor.request.get('/api/chat/experts/me')).json()) as { id: string };

  // The patient asks the doctor in the chat; the doctor accepts and prescribes.
  const conversation = (await (
    await page.request.post('/api/chat/conversations', { data: { expertId: expert.id }, headers: { origin: origin() } })
  ).json()) as {
    id: string;
  };
  expect((await doctor.request.post(`/api/expert-desk/consultations/${conversation.id}/accept`, { headers: { origin: origin() } })).status()).toBe(200);
  const issued = await doctor.request.post('/api/prescriptions', {
    headers: { origin: origin() },
    data: {
      consultationId: conversation.id,
      patientAge: 34,
      patientGender: 'female',
      ageConfirmed: true,
      diagnosis: 'Acute pharyngitis',
      medicines: [{ name: 'Paracetamol', strength: '500 mg', dose: '1 tablet', frequency: 'Three times a day', duration: '3 days' }],
    },
  });
  expect(issued.status()).toBe(201);
  const prescription = (await issued.json()) as { id: string };
  await doctor.close();

  // From the chat's shortcut, straight to the dashboard's Prescriptions tab.
  await page.goto('/patient-dashboard?tab=prescriptions');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${account.fullName}` })).toBeVisible();
  const tab = page.getByRole('tabpanel', { name: 'Prescriptions' });
  await expect(tab.getByText('Acute pharyngitis')).toBeVisible();
  await expect(tab).toContainText('Dr. Arjun Mehta');
  await expect(tab).toContainText('Paracetamol');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(/Prescriptions\s*1/);
  // It is among the records by itself, too.
  await page.getByRole('tab', { name: 'Records' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Records' }).getByRole('link', { name: 'View prescription: Acute pharyngitis' })).toBeVisible();
  await page.getByRole('tab', { name: 'Prescriptions' }).click();
  await tab.getByRole('link', { name: 'View prescription: Acute pharyngitis' }).click();
  await expect(page).toHaveURL(`/prescription-view/${prescription.id}`);
  await expect(page.getByText('This prescription is generated on a teleconsultation')).toBeVisible();
});

test('signed out, the dashboard says to log in and goes home; Cases opens the legal dashboard', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  await page.goto('/patient-dashboard');
  await expect(page.getByText('Please log in to view your dashboard')).toBeVisible();
  await expect(page).toHaveURL('/');

  await signUpPatient(page);
  await page.evaluate(() => localStorage.setItem('app-theme', 'blue'));
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cases' }).click();
  await expect(page).toHaveURL('/patient-dashboard?field=legal');
  await expect(page.getByText('Your legal cases')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask a lawyer' })).toBeVisible();
});

test('the dashboard fits 360 px with 44 px tap targets on every tab', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpPatient(page);
  const uploaded = await page.request.post('/api/medical-records', {
    headers: { origin: origin() },
    multipart: {
      file: { name: 'Complete blood count with a rather long file name.pdf', mimeType: 'application/pdf', buffer: PDF },
      doctorName: 'Dr. Meera Iyer',
    },
  });
  expect(uploaded.status()).toBe(201);
  for (const tab of ['overview', 'appointments', 'records', 'prescriptions']) {
    await page.goto(`/patient-dashboard?tab=${tab}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page, `${tab}: horizontal scroll in px`);
    expect(await controlsUnder44px(page), `${tab}: controls under 44 px`).toEqual([]);
  }
});
