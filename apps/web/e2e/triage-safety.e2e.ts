import { expect, test, type Page } from '@playwright/test';

// Issue 13: the triage's score and emergency calls come from the domain on the device, whatever the AI does.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
});

async function answer(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Your answer' });
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByRole('log').getByText(text, { exact: true }).last()).toBeVisible();
}

test('the analysis fails with 503: the emergency score, the banner and Call 112 still show', async ({ page }) => {
  let analysisCalls = 0;
  await page.route('**/api/ai/triage/analysis', async (route) => {
    analysisCalls += 1;
    await route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The AI service is unavailable' } } });
  });
  await page.goto('/medical-triage');
  await expect(page.getByRole('heading', { name: 'AI Health Assistant' })).toBeVisible();

  await answer(page, '70');
  await answer(page, 'Male');
  await answer(page, 'I have chest pain');
  // The red flag shows the banner at once, before the conversation goes on.
  const banner = page.getByRole('alert').filter({ hasText: 'This may be an emergency' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: /Call 112/ })).toHaveAttribute('href', 'tel:112');
  await expect(banner.getByRole('link', { name: /108 Ambulance/ })).toHaveAttribute('href', 'tel:108');

  for (const reply of ['achanak', '8', 'pasina aa raha hai', 'BP, sugar', 'none']) await answer(page, reply);

  await expect(page.getByText(/I apologize, but I'm having trouble completing the analysis/)).toBeVisible();
  expect(analysisCalls).toBe(1);
  // 30 (over 65) + 25 (chest pain) + 20 (achanak) + 30 (BP, sugar), capped at 100 by spec 001 §9.
  await expect(page.getByRole('meter', { name: 'Risk score' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Emergency', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 112 now' })).toHaveAttribute('href', 'tel:112');
  await expect(page.getByText('Cardiology', { exact: true })).toBeVisible();
  await expect(page.getByText('Immediately', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'browse all experts', exact: true })).toHaveAttribute('href', '/expert-selection');
  await expect(banner).toBeVisible();

  // Touch targets of the emergency calls are at least 44 px high.
  for (const link of await banner.getByRole('link').all()) expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
});
