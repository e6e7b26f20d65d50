import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support';

const DESCRIPTION = 'The insurance company rejected the claim for my father’s heart surgery';

test('issue 21: from "Not sure who to ask?" to a medical and a legal request, each carrying the description', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  await page.goto('/');
  await page.getByRole('link', { name: 'Not sure who to ask? Describe your problem' }).click();
  await expect(page).toHaveURL('/ask-medical-problem');
  await expect(page.getByRole('heading', { name: 'Describe your problem', level: 1 })).toBeVisible();

  await page.getByLabel('What is the problem?').fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Find who can help' }).click();
  const results = page.getByRole('region', { name: 'Who can help' });
  await expect(results.getByRole('heading', { name: /Lawyer · Consumer Law/ })).toBeVisible();
  await expect(results.getByRole('heading', { name: /Doctor · Cardiology/ })).toBeVisible();
  await expect(results.getByText('heart surgery').first()).toBeVisible();
  // The demo cardiologist is matched under the doctor's suggestion.
  await expect(results.getByRole('article', { name: 'Dr. Arjun Mehta' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);

  // The medical request: the modal opens with the description as the symptoms and the department chosen.
  await results.getByRole('button', { name: 'Start a doctor request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect with Expert Doctor' });
  await expect(dialog.getByLabel('Symptoms')).toHaveValue(DESCRIPTION);
  await expect(dialog.getByLabel('Department')).toHaveValue('Cardiology');
  await dialog.getByLabel('Full name').fill('Ravi Kumar');
  await dialog.getByLabel('Age').fill('68');
  await dialog.getByLabel('Gender').selectOption('male');
  await dialog.getByLabel('Phone number').fill('98450 77771');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Step 2 of 5 · Review')).toBeVisible();
  await expect(dialog.getByText(DESCRIPTION)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Step 3 of 5 · AI Assessment')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The legal request, from the same answer: the form opens on consumer law with the description in it.
  await results.getByRole('button', { name: 'Start a lawyer request' }).click();
  await expect(page).toHaveURL('/legal-consultation?service=Consumer+Law');
  const form = page.getByRole('form', { name: 'Legal consultation request' });
  await expect(form.getByLabel('Describe your legal issue')).toHaveValue(DESCRIPTION);
  await expect(form.getByRole('button', { name: 'Consumer' })).toHaveAttribute('aria-pressed', 'true');
  await form.getByLabel('Full name').fill('Ravi Kumar');
  await form.getByLabel('Phone number').fill('98450 77771');
  await form.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByText('Consultation Requested')).toBeVisible();
});

test('issue 21: money taken after a phishing call shows 1930 first, then an IT expert and a lawyer', async ({ page }) => {
  await page.goto('/ask-medical-problem');
  await page.getByLabel('What is the problem?').fill('बैंक के नाम से फोन आया, ओटीपी बताया और खाते से पैसे कट गए');
  await page.getByRole('button', { name: 'Find who can help' }).click();
  const helpline = page.getByRole('alert').filter({ hasText: 'National Cyber Crime Helpline' });
  await expect(helpline.getByRole('link', { name: 'Call 1930' })).toHaveAttribute('href', 'tel:1930');
  const results = page.getByRole('region', { name: 'Who can help' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toContainText('IT Professional');
  await expect(results.getByRole('heading', { name: /Lawyer · Cyber Law/ })).toBeVisible();
});
