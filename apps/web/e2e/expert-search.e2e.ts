import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, signUpPatient } from './support';

// Issue 19 part 0: a newcomer searches, filters, opens an expert's page, sees the next free times and books one.
// The demo experts keep the desk's default hours (the seed), so every approved one has free times.
test('search, filter, open the expert’s page, see the free times, and Book reaches booking with that time', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpPatient(page);
  await page.goto('/expert-selection');
  await page.getByRole('link', { name: /Search all experts/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find an expert' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search experts' }).fill('cardio');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=cardio$/);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Gujarati');
  // The pill is the target (the input inside is visually hidden).
  await page.locator('label', { hasText: 'Online now' }).click();
  await expect(page.getByRole('checkbox', { name: 'Online now' })).toBeChecked();
  await expect(page).toHaveURL(/\?q=cardio&language=Gujarati&onlineNow=true$/);
  const results = page.getByRole('article');
  await expect(results.first()).toBeVisible();
  // Every result is a cardiologist who speaks Gujarati and is online.
  for (const card of await results.all()) {
    await expect(card).toContainText(/Cardio/i);
    await expect(card).toContainText('Online');
  }
  const arjun = page.getByRole('article', { name: 'Dr. Arjun Mehta' });
  await expect(arjun).toContainText('₹299');
  await expect(arjun).toContainText(/Next free/);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  await arjun.getByRole('link', { name: 'Profile of Dr. Arjun Mehta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Dr\. Arjun Mehta/ })).toBeVisible();
  await expect(page.getByText('Punjab Medical Council, PMC-48213')).toBeVisible();
  await expect(page.getByText('MBBS, MD (Medicine), DM (Cardiology)', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rating and reviews' })).toBeVisible();
  const times = page.getByRole('region', { name: 'Next free times' }).getByRole('link', { name: /^Book / });
  await expect(times).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // Back returns to the same search, filters and all.
  await page.goBack();
  await expect(page).toHaveURL(/\?q=cardio&language=Gujarati&onlineNow=true$/);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('Gujarati');
  await expect(page.getByRole('checkbox', { name: 'Online now' })).toBeChecked();
  await page.goForward();

  const second = times.nth(1);
  const label = (await second.getAttribute('aria-label')) ?? '';
  await second.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Confirm/ })).toBeEnabled();
  // The time chosen on the expert's page is the one chosen here.
  const chosenTime = label.split(', ').at(-1) ?? '';
  await expect(page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { checked: true })).toHaveText(chosenTime);
});
