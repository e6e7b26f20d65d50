import { expect, test } from '@playwright/test';
import { reopenHomeOffline } from './support';

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

// Issue 17 (docs/decisions/106, addendum): a Hindi reader's messages are JSON files of the build, fetched by URL,
// compressed and cached for good like the chunks; the service worker keeps those of the shell and the home page.
test("a returning Hindi reader's messages come as cached JSON files, and the home page opens in Hindi offline", async ({ page, context }) => {
  const files: Array<Promise<{ url: string; type?: string; encoding?: string; cache?: string; bytes: number }>> = [];
  page.on('response', (response) => {
    if (!response.url().includes('/assets/messages/')) return;
    const headers = response.headers();
    files.push(
      response.body().then((body) => ({
        url: response.url(),
        type: headers['content-type'],
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
        bytes: body.length,
      })),
    );
  });
  await page.addInitScript(() => {
    localStorage.setItem('sahay-intro-done', 'true');
    localStorage.setItem('app-language', 'hi');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'विशेषज्ञों से जुड़ें' })).toBeVisible();
  const fetched = await Promise.all(files);
  expect(fetched.map(({ url }) => new URL(url).pathname.replace(/^.*\/hi\//, 'hi/')).sort()).toEqual(
    expect.arrayContaining(['hi/common.json', 'hi/home.json']),
  );
  for (const file of fetched) {
    expect(file.url).toMatch(/\/assets\/messages\/[\w-]+\/hi\/[\w-]+\.json$/);
    expect(file.type, file.url).toMatch(/^application\/json/);
    expect(file.cache, file.url).toBe('public, max-age=31536000, immutable');
    // Under 1 KB a compressed copy is not worth it (apps/web/pwa/precompress-plugin.ts).
    expect(file.encoding, file.url).toBe(file.bytes >= 1024 ? 'br' : undefined);
  }

  const again = await reopenHomeOffline(page, context);
  await expect(again.getByRole('heading', { name: 'विशेषज्ञों से जुड़ें' })).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('lang', 'hi');
});

test('when the Hindi messages do not come, the app opens in English and can switch to Hindi once they do', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('sahay-intro-done', 'true');
    localStorage.setItem('app-language', 'hi');
  });
  await page.route('**/assets/messages/**', (route) => route.abort('connectionfailed'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // English for this visit only: the reader's choice is kept for the next start.
  expect(await page.evaluate(() => localStorage.getItem('app-language'))).toBe('hi');

  await page.unroute('**/assets/messages/**');
  await page.getByRole('button', { name: /हिन्दी/ }).first().click();
  await expect(page.getByRole('heading', { name: 'विशेषज्ञों से जुड़ें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
