import { expect, test } from '@playwright/test';

test('a first visit sees the splash, the onboarding, then registration; the next visit goes straight home', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Sahay is starting' })).toBeVisible();
  await page.clock.runFor(3_500);
  await expect(page.getByRole('heading', { name: 'Connect with Verified Doctors' })).toBeVisible();
  await page.clock.runFor(2_500);
  await expect(page.getByRole('heading', { name: 'Legal Experts at Your Fingertips' })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByRole('heading', { name: 'IT Professionals on Demand' })).toBeVisible();
  await page.clock.runFor(2_500);
  await expect(page).toHaveURL('/patient-registration');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Sahay is starting' })).toHaveCount(0);
});

test.describe('once the intro has been seen', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  });

  test('a signed-out tile tap shows the toast and goes to registration', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Doctor/ }).click();
    await expect(page.getByText('Registration Required')).toBeVisible();
    await expect(page.getByText('Please register or login to use our services')).toBeVisible();
    await expect(page).toHaveURL('/patient-registration');
  });

  test('the category switcher changes theme and route, and the bottom navigation follows the theme', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Medical', 'Health']);

    await page.getByRole('button', { name: /Change category/ }).click();
    await page.getByRole('menuitemradio', { name: 'CA' }).click();
    await expect(page).toHaveURL('/ca');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'orange');
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Finance', 'Reports']);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'orange');
  });

  test('the bottom navigation is hidden on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});
