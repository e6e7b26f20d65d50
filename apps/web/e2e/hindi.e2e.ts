import { expect, test } from '@playwright/test';

// Issue 20: a newcomer chooses Hindi on the first run; the login page, its checks, the server's messages and the
// home page are in Hindi; the choice survives a reload; the header switches back to English.
test('a newcomer switches to Hindi and sees Hindi on login, in its checks and on home', async ({ page }) => {
  await page.goto('/');
  const choice = page.getByRole('group', { name: 'Choose your language' });
  await choice.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'छोड़ें' }).click();

  await expect(page).toHaveURL('/patient-registration');
  await expect(page.getByRole('heading', { name: 'सहाय में फिर से स्वागत है' })).toBeVisible();
  const form = page.getByRole('form', { name: 'लॉग इन' });
  await form.getByLabel('ईमेल').fill('not-an-email');
  await form.getByLabel('पासवर्ड', { exact: true }).fill('123');
  await form.getByRole('button', { name: 'लॉग इन' }).click();
  await expect(form.getByText('कृपया सही ईमेल पता लिखें')).toBeVisible();
  await expect(form.getByText('पासवर्ड में कम से कम 6 अक्षर होने चाहिए')).toBeVisible();

  // The server answers in Hindi too.
  await form.getByLabel('ईमेल').fill('nobody-here@example.in');
  await form.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'लॉग इन' }).click();
  await expect(page.getByText('ईमेल या पासवर्ड सही नहीं है')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'विशेषज्ञों से जुड़ें' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'विशेषज्ञों से जुड़ें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
