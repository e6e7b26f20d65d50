import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { reopenHomeOffline } from './support';

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

test('a second visit opens the home page offline from the service worker, and no API answer is kept', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
  const again = await reopenHomeOffline(page, context);
  await expect(again.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
  await expect(again.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  const cached = await again.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);
});

test('once installed, the service worker answers the main public pages with their prerendered HTML', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  await page.goto('/about');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const again = await context.newPage();
  for (const [path, text] of [
    ['/', 'Connect with Experts'],
    ['/doctor', 'Connect with Doctors'],
    ['/medical-triage', 'AI Health Assistant'],
  ] as const) {
    const response = await again.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    const html = (await response?.text()) ?? '';
    expect(html, path).toContain('data-prerendered');
    expect(html, path).toContain(text);
    await expect(again.getByRole('heading', { level: 1 }).first()).toContainText(text);
  }
  // With a query, and for a page it does not keep, the worker answers with the shell, as the server does.
  for (const path of ['/doctor?from=share', '/about']) {
    const response = await again.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    expect(await response?.text(), path).toContain('<div id="root"></div>');
  }
});

test('when a new version is deployed, the app offers to reload into it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload(); // controlled by this release's worker
  await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
  await expect(page.getByText('A new version of Sahay is ready')).toHaveCount(0);

  // The next release is deployed: a different worker script at the same address. (Playwright cannot route the
  // browser's own fetch of a worker script, so the built file is swapped, and put back afterwards. Other journeys
  // are not disturbed: a first install never prompts.)
  const deployed = await deployNextWorker();
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('region', { name: 'A new version of Sahay is ready' });
    await expect(prompt.getByRole('status')).toHaveText('A new version of Sahay is ready');

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  } finally {
    await deployed.restore();
  }
  await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
  await expect(page.getByText('A new version of Sahay is ready')).toHaveCount(0);
  // The page now runs under the new worker, with nothing left waiting.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
});

/** Replaces the built sw.js (and hides its compressed copies, which the server would send first) until restore(). */
async function deployNextWorker() {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const worker = join(dist, 'sw.js');
  const original = await readFile(worker);
  const compressed = await Promise.all(
    ['sw.js.br', 'sw.js.gz'].map(async (name) => ({ path: join(dist, name), body: await readFile(join(dist, name)).catch(() => null) })),
  );
  await Promise.all(compressed.map(({ path }) => rm(path, { force: true })));
  await writeFile(`${worker}.next`, `${original.toString('utf8')}\n// the next release\n`);
  await rename(`${worker}.next`, worker);
  return {
    async restore() {
      await writeFile(`${worker}.previous`, original);
      await rename(`${worker}.previous`, worker);
      for (const { path, body } of compressed) if (body) await writeFile(path, body);
    },
  };
}
