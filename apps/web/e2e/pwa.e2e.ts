import { expect, test } from '@playwright/test';

test('the app installs as a PWA and opens offline with a clear banner', async ({ page, context, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { icons: Array<{ sizes: string }> };
  expect(manifest).toMatchObject({ name: expect.stringContaining('Sahay'), start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload(); // now controlled by the service worker
  await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toHaveCount(0);
});

test('the built scripts travel compressed and hashed ones are cached for good (issue 17 part 1)', async ({ page }) => {
  const responses: Array<Promise<{ url: string; bytes: number; encoding: string | undefined; cache: string | undefined }>> = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && response.url().includes('/assets/')) {
      const headers = response.headers();
      responses.push(
        response.body().then((body) => ({ url: response.url(), bytes: body.length, encoding: headers['content-encoding'], cache: headers['cache-control'] })),
      );
    }
  });
  await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
  const scripts = await Promise.all(responses);
  expect(scripts.filter((script) => script.bytes >= 1024).length).toBeGreaterThan(0);
  for (const script of scripts) {
    // Under 1 KB a compressed copy is not worth it (apps/web/pwa/precompress-plugin.ts).
    expect(script.encoding, script.url).toBe(script.bytes >= 1024 ? 'br' : undefined);
    expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
  }
});
