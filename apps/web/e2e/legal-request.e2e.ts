import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support';

test('a visitor asks for a lawyer from the lawyer home, with validation first', async ({ page }) => {
  await page.goto('/lawyer');
  await page.getByRole('button', { name: 'Video consult', exact: true }).click();
  await expect(page).toHaveURL('/legal-consultation?mode=video');
  const form = page.getByRole('form', { name: 'Legal consultation request' });
  await form.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(form.getByText('Please fill in all required fields').first()).toBeVisible();

  await form.getByLabel('Full name').fill('Asha Verma');
  await form.getByLabel('Phone number').fill('98765 12345');
  await form.getByRole('button', { name: 'Family' }).click();
  await form.getByLabel('Describe your legal issue').fill('I need advice on child custody after separation.');
  await form.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByText('Consultation Requested')).toBeVisible();
  await expect(page.getByText('A lawyer will contact you shortly')).toBeVisible();
  // The demo data has lawyers online, so one is named.
  await expect(page.getByRole('status').filter({ hasText: 'has your request' })).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await expectNoHorizontalScroll(page);
});
