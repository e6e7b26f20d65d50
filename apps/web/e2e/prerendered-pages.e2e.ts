import { expect, test, type Page } from '@playwright/test';
import { logIn, newAccount, origin } from './support';

// Issue 17 part 3 (docs/decisions/107): the public pages arrive as HTML and the browser hydrates them.

/** Console errors and uncaught errors of the page: React reports a hydration mismatch through them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has taken over the element (hydrated it, or rendered it anew): it then carries React's props. */
async function waitForReact(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

const introDone = (page: Page) => page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages show their text and layout from the HTML alone', async ({ page }) => {
    const pages = [
      ['/', 'Connect with Experts'],
      ['/doctor', 'Connect with Doctors'],
      ['/patient-registration', 'Welcome back to Sahay'],
      ['/about', 'Largest Expert Connection Platform'],
      ['/dental-consultation', 'Dental Care'],
      ['/medical-triage', 'AI Health Assistant'],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    // A vertical's home is in its own colours before any script runs.
    await page.goto('/lawyer');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'blue');
  });

  test('each page names itself: its own title and description in the HTML', async ({ page }) => {
    const heads = [
      ['/', 'Sahay · Connect with Verified Experts Instantly', /^Sahay: consult verified doctors/],
      ['/doctor', 'Doctors · Sahay', /^Consult a registered doctor from home/],
      ['/dermatology-consultation', 'Skin & Hair · Sahay', /./],
      ['/medical-triage', 'AI Health Assistant · Sahay', /^Answer a few questions/],
    ] as const;
    for (const [path, title, description] of heads) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    }
  });
});

test('the inline theme script runs under the Content-Security-Policy before any file script', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem('app-theme', 'purple');
    localStorage.setItem('theme-mode', 'dark');
  });
  // No file script at all: only the page's inline one can apply the saved theme.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'purple');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
});

test.describe('with JavaScript', () => {
  test.beforeEach(({ page }) => introDone(page));

  test('each prerendered page hydrates without a mismatch, in the saved theme', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => localStorage.setItem('app-theme', 'orange'));
    for (const path of [
      '/',
      '/doctor',
      '/lawyer',
      '/ca',
      '/tech',
      '/about',
      '/privacy',
      '/terms',
      '/patient-registration',
      '/it-consultation',
      '/medical-triage',
    ]) {
      await page.goto(path);
      await waitForReact(page, 'h1');
      expect(errors, `console errors on ${path}`).toEqual([]);
    }
    // '/about' is rendered in the default theme; the saved one (orange, left by '/ca') follows once hydrated.
    await page.goto('/about');
    await waitForReact(page, 'h1');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home', 'Finance', 'Reports']);
    expect(errors).toEqual([]);
  });

  test('a page that differs from what React renders is reported (the check above can fail)', async ({ page }) => {
    const errors = collectErrors(page);
    await page.route('/about', async (route) => {
      const response = await route.fetch({ headers: { 'accept-encoding': 'identity' } });
      const html = (await response.text()).replace('Largest Expert Connection Platform', 'Smallest Expert Connection Platform');
      expect(html).toContain('Smallest');
      await route.fulfill({ status: 200, body: html, contentType: 'text/html; charset=UTF-8' });
    });
    await page.goto('/about');
    // React renders the page itself in place of the HTML that did not match, and says so.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Largest Expert Connection Platform');
    await expect.poll(() => errors.join('\n')).toMatch(/hydrat|418|425/i);
  });

  test.describe('every visit from the network', () => {
    // Once installed, the service worker answers navigations with the empty shell.
    test.use({ serviceWorkers: 'block' });

    test('hydrating keeps the page and footer from the HTML: nothing is drawn twice', async ({ page }) => {
      // Marks the HTML's own elements before any script runs; an element drawn again by React would lack the mark.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          for (const element of document.querySelectorAll('h1, footer')) element.setAttribute('data-from-html', '');
        });
      });
      for (const path of ['/', '/doctor', '/about', '/patient-registration']) {
        await page.goto(path);
        await waitForReact(page, 'footer a[href="/about"]');
        // Once the session is known (the header's placeholder gone): the update that once made React redraw the footer.
        await expect(page.getByRole('banner').getByRole('status')).toHaveCount(0);
        await expect(page.locator('footer[data-from-html]'), path).toHaveCount(1);
        await expect(page.locator('h1[data-from-html]').first(), path).toBeVisible();
      }
    });

    test('the page paints before its JavaScript is asked for, which then comes in one round', async ({ page }) => {
      const errors = collectErrors(page);
      for (const path of ['/', '/doctor', '/patient-registration', '/medical-triage']) {
        await page.goto(path);
        await waitForReact(page, 'h1');
        const timing = await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          const scripts = performance.getEntriesByType('resource').filter(({ name }) => new URL(name).pathname.startsWith('/assets/') && name.endsWith('.js'));
          return { paint, firstScript: Math.min(...scripts.map(({ startTime }) => startTime)), scripts: scripts.length };
        });
        expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.paint);
        expect(timing.scripts, path).toBeGreaterThan(5);
      }
      expect(errors).toEqual([]);
    });

    test('a tap made before the app has taken the page over is done once it has; a call to 112 is never held', async ({ page }) => {
      const errors = collectErrors(page);
      // The entry waits until the taps are made, as on a slow link.
      let releaseEntry = () => {};
      const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await entryHeld;
        await route.continue();
      });
      // Not waiting for the load event, which the held entry holds back.
      await page.goto('/doctor', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Connect with Doctors');
      // The footer's emergency number goes straight to the phone: nothing holds its click back.
      const callHeld = await page.evaluate(() => {
        let held = true;
        window.addEventListener(
          'click',
          (event) => {
            held = event.defaultPrevented;
            event.preventDefault();
          },
          { once: true },
        );
        document.querySelector<HTMLAnchorElement>('footer a[href="tel:112"]')?.click();
        return held;
      });
      expect(callHeld).toBe(false);

      await page.getByRole('button', { name: 'Audio call' }).click();
      const consultation = page.getByRole('dialog', { name: 'Connect with Expert Doctor' });
      await expect(consultation).toHaveCount(0);
      releaseEntry();
      await expect(consultation).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  test('links work after hydration without reloading the page', async ({ page }) => {
    const errors = collectErrors(page);
    // Starts on a page with a title of its own in its HTML: leaving it gives back the app's title, not that one.
    await page.goto('/doctor');
    await waitForReact(page, 'a[href="/about"]');
    await expect(page).toHaveTitle('Doctors · Sahay');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Largest Expert Connection Platform');
    await expect(page).toHaveTitle('About · Sahay');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Connect with Experts' })).toBeVisible();
    // The page's title went with it: back to the app's own, not the one the prerendered page came with.
    await expect(page).toHaveTitle('Sahay · Connect with Verified Experts Instantly');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor on the home page gets their account in the header', async ({ page }) => {
    const errors = collectErrors(page);
    const account = newAccount();
    expect((await page.request.post('/api/auth/sign-up', { data: account, headers: { origin: origin() } })).status()).toBe(201);
    await page.goto('/');
    await expect(page.getByRole('link', { name: `Your profile (${account.fullName})` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Doctor/ }).click();
    await expect(page).toHaveURL('/doctor');
    expect(errors).toEqual([]);
  });

  test('signing in from the prerendered login page still works', async ({ page }) => {
    const account = newAccount();
    expect((await page.request.post('/api/auth/sign-up', { data: account, headers: { origin: origin() } })).status()).toBe(201);
    await page.context().clearCookies();
    await logIn(page, account.email, account.password);
    await expect(page).not.toHaveURL('/patient-registration');
  });
});

test('the pages are sent compressed, never cached, and a query gets the page rendered in the browser', async ({ request }) => {
  const doctor = await request.get('/doctor', { headers: { 'accept-encoding': 'br' } });
  expect(doctor.headers()['content-encoding']).toBe('br');
  expect(doctor.headers()['cache-control']).toBe('no-cache');
  expect(await doctor.text()).toContain('Connect with Doctors');
  const withQuery = await request.get('/doctor?from=share');
  expect(await withQuery.text()).not.toContain('Connect with Doctors');
});
