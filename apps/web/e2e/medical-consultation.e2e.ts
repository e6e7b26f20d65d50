import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, logIn } from './support';

const ADMIN = { email: 'admin@sahay.demo', password: 'sahay-demo-2026' };

test('a visitor goes through all five steps of the medical modal and consults Dr. Arjun Mehta', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.goto('/doctor');
  await page.getByRole('button', { name: 'Video consult', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect with Expert Doctor' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 1 of 5 · Patient Details')).toBeVisible();

  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please fill all required fields').first()).toBeVisible();

  await dialog.getByLabel('Full name').fill('Ravi Kumar');
  await dialog.getByLabel('Age').fill('46');
  await dialog.getByLabel('Gender').selectOption('male');
  await dialog.getByLabel('Phone number').fill('98450 77777');
  await dialog.getByLabel('Department').selectOption('Cardiology');
  await dialog.getByLabel('Symptoms').fill('Chest tightness when I climb stairs, for a week');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByText('Step 2 of 5 · Review')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fatigue' }).click();
  await expect(dialog.getByRole('button', { name: 'Fatigue' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();

  await expect(dialog.getByText('Step 3 of 5 · AI Assessment')).toBeVisible();
  const answer = dialog.getByLabel('Your answer');
  for (let n = 1; n <= 5; n++) {
    // Whatever is asked (the AI's question or the fixed one), answer it.
    await expect(dialog.getByText(`Question ${n} of 5`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send answer' })).toBeDisabled();
    await answer.fill(`My answer number ${n}`);
    // One may type while the next question is on its way; it sends once the question is there.
    await expect(dialog.getByRole('button', { name: 'Send answer' })).toBeEnabled();
    await answer.press('Enter');
    await expect(dialog.getByText(`My answer number ${n}`)).toBeVisible();
  }
  await expect(dialog.getByText('Thank you! Finding the best doctors for you...')).toBeVisible();

  await expect(dialog.getByText('Step 4 of 5 · Choose a Doctor')).toBeVisible();
  const arjun = dialog.getByRole('article', { name: 'Dr. Arjun Mehta' });
  await expect(arjun).toBeVisible();
  await expect(arjun.getByText('Online')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await arjun.getByRole('button', { name: 'Consult Now' }).click();
  await expect(page.getByText('Starting consultation...')).toBeVisible();
  await expect(page).toHaveURL(/\/patient-chat\?expertId=[0-9a-f-]{36}&expertName=Dr\.\+Arjun\+Mehta$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Dr. Arjun Mehta notified via SMS and WhatsApp')).toBeVisible();

  // The doctor's SMS and WhatsApp reached the local inbox, which an admin reads.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL('/');
  await admin.goto('/admin/outbox');
  await expect(admin.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const delivered = admin.getByRole('article').filter({ hasText: 'Dr. Arjun Mehta, a patient is waiting for you (Cardiology)' });
  await expect(delivered.filter({ hasText: 'SMS to' })).toHaveCount(1);
  await expect(delivered.filter({ hasText: 'WhatsApp to' })).toHaveCount(1);
  await expect(delivered.first().getByText('Delivered')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await adminContext.close();
});

test('choosing a doctor without Consult Now ends on the confirmation', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/doctor');
  await page.getByRole('button', { name: 'Audio call', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect with Expert Doctor' });
  await dialog.getByLabel('Full name').fill('Sunita Rao');
  await dialog.getByLabel('Age').fill('31');
  await dialog.getByLabel('Gender').selectOption('female');
  await dialog.getByLabel('Phone number').fill('9845066666');
  await dialog.getByLabel('Department').selectOption('Dermatology');
  await dialog.getByLabel('Symptoms').fill('Itchy rash on both arms');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  const answer = dialog.getByLabel('Your answer');
  for (let n = 1; n <= 5; n++) {
    await expect(dialog.getByText(`Question ${n} of 5`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send answer' })).toBeDisabled();
    await answer.fill('Since Monday');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
  }
  const first = dialog.getByRole('article').first();
  const name = (await first.getByRole('button', { name: /^Select / }).getAttribute('aria-label'))?.replace('Select Dr. ', '') ?? '';
  await first.getByRole('button', { name: /^Select / }).click();
  await expect(dialog.getByText(`You selected Dr. ${name}. Proceeding to payment...`)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Doctor Selected!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
});
