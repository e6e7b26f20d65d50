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

test('a service tile chooses the service of a landing page, and 30+ more services opens the picker of that type', async ({ page }) => {
  await page.goto('/medical-consultation');
  const tiles = page.getByRole('region', { name: 'Popular services' });
  await expect(tiles.getByRole('listitem')).toHaveCount(8);
  await expect(tiles.getByRole('link', { name: /Cardiology/ })).toContainText(/\d+ experts? · \d+ online/);
  await tiles.getByRole('link', { name: /Cardiology/ }).click();
  await expect(page).toHaveURL(/\/medical-consultation\?service=Cardiology$/);
  await expect(page.getByLabel('Service area')).toHaveValue('Cardiology');
  await expect(page.getByRole('form', { name: 'Request a Cardiology consultation' })).toBeInViewport();
  await tiles.getByRole('link', { name: /30\+ more services/ }).click();
  await expect(page).toHaveURL(/\/all-services\?type=medical$/);
  await expect(page.getByRole('radio', { name: 'Medical' })).toHaveAttribute('aria-checked', 'true');
});

test('a link to /expert-selection?expert= opens that expert chosen and in view, and Chat opens the conversation', async ({ page, request }) => {
  const matches = (await (await request.get('/api/experts/match?category=medical&department=Cardiology')).json()) as {
    experts: Array<{ id: string; name: string }>;
  };
  const arjun = matches.experts.find((expert) => expert.name === 'Dr. Arjun Mehta')!;
  await page.goto(`/expert-selection?expert=${arjun.id}`);
  const chosen = page.getByRole('group', { name: 'Your chosen expert, Dr. Arjun Mehta' });
  await expect(chosen).toBeInViewport();
  await expect(chosen).toBeFocused();
  await expect(page.getByRole('button', { name: /^Doctors/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /^Lawyers/ })).toHaveAttribute('aria-expanded', 'false');
  // The figures are the database's: the directory endpoint and the card agree.
  const directory = (await (await request.get('/api/experts/directory')).json()) as { cards: Array<{ category: string; total: number }> };
  const medical = directory.cards.find((card) => card.category === 'medical')!;
  await expect(page.getByRole('button', { name: /^Doctors/ })).toContainText(`${medical.total} verified`);
  await chosen.getByRole('link', { name: 'Chat with Dr. Arjun Mehta' }).click();
  await expect(page).toHaveURL(new RegExp(`/patient-chat\\?expertId=${arjun.id}&expertName=Dr\\.\\+Arjun\\+Mehta$`));
});
