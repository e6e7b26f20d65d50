import { expect, test } from '@playwright/test';

test('the service picker leads to a request page by type', async ({ page }) => {
  await page.goto('/all-services?type=finance');
  await expect(page.getByRole('radio', { name: 'Finance' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'OK' })).toBeDisabled();
  await page.getByLabel('Search services').fill('gst ret');
  await page.getByRole('option', { name: /GST Returns/ }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/ca-consultation\?service=Tax\+Planning\+%26\+GST/);
  await expect(page.getByRole('radio', { name: /Tax Planning & GST/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: /Tax Planning & GST\s*\d+ available/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Emergency helpline/ })).toHaveAttribute('href', /^tel:\+91/);
});

test('a visitor requests a specialty consultation and sees matched experts', async ({ page }) => {
  await page.goto('/dermatology-consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Skin & Hair' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Request a Dermatology consultation' });
  await form.getByRole('button', { name: 'Find my expert' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await form.getByLabel('Full name').fill('Priya Menon');
  await form.getByLabel('Phone number').fill('9845011111');
  await form.getByLabel('What do you need help with?').fill('Hair fall for two months');
  await form.getByRole('button', { name: 'Find my expert' }).click();
  const experts = page.getByRole('region', { name: 'Matched experts' });
  await expect(experts.getByRole('article').first()).toBeVisible();
  await expect(experts.getByRole('article').first()).toContainText(/Derma|Skin/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
