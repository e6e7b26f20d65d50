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
