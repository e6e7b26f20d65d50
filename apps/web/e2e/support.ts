import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

export interface NewAccount {
  fullName: string;
  email: string;
  phone: string;
  password: string;
}

/** A fresh account per test, so journeys never depend on each other. */
export function newAccount(): NewAccount {
  const id = randomUUID().slice(0, 8);
  const digits = String(Number.parseInt(id, 16) % 1_000_000_000).padStart(9, '0');
  return { fullName: `Asha Test ${id}`, email: `asha.${id}@example.test`, phone: `9${digits}`, password: `calm-river-${id}` };
}

/** The product's address in this run: API calls from a test send it as their Origin (the server checks it). */
export function origin(): string {
  return test.info().project.use.baseURL ?? '';
}

/** Signs a fresh patient up through the API (signed in on `page`), past the first-visit intro. */
export async function signUpPatient(page: Page): Promise<NewAccount> {
  await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
  const account = newAccount();
  const created = await page.request.post('/api/auth/sign-up', { data: account, headers: { origin: origin() } });
  expect(created.status()).toBe(201);
  return account;
}

export async function openSignUp(page: Page) {
  await page.goto('/patient-registration');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('form', { name: 'Sign Up' })).toBeVisible();
}

export async function fillSignUp(page: Page, account: NewAccount) {
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full name').fill(account.fullName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Mobile number').fill(account.phone);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  return form;
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/patient-registration');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Controls smaller than 44 px on the page (issue quality bar). Inline links inside running text are exempt (WCAG 2.5.8). */
export function controlsUnder44px(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a, input:not([type=hidden]), select, textarea, [role=tab], [role=switch]')]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden=true]')) return false;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (el.tagName === 'A' && style.display === 'inline' && el.closest('p, li')) return false;
        if (el.matches('.sr-only, .sr-only *') || el.classList.contains('sr-only')) return false;
        return box.height < 43.5 && box.width < 43.5 ? true : box.height < 43.5 && el.tagName !== 'A';
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`,
      ),
  );
}

/**
 * The quality bar: no serious or critical axe violation on what the page shows (`any`: no violation at all). `include`:
 * only that part; `exclude`: parts checked elsewhere, such as a toast still fading in (axe would read its colours
 * half-transparent). Only violations are collected (axe's `resultTypes`), which spares it listing every passing node.
 */
export async function expectNoSeriousA11yViolations(page: Page, { include, exclude, any = false }: { include?: string; exclude?: string; any?: boolean } = {}) {
  // A fade caught half-way (the header's rotating pill) reads as low contrast: check the page as someone who asked for
  // reduced motion sees it, where every animation ends at once (index.css).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  const found = results.violations.filter((v) => any || v.impact === 'serious' || v.impact === 'critical');
  expect(found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Nothing wider than the screen: no sideways scrolling on a phone. */
export async function expectNoHorizontalScroll(page: Page, what = 'horizontal scroll in px') {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

/**
 * Waits for the service worker to be active (its precache complete), closes the page and opens '/' again in a new page
 * of the same context with the network off.
 */
export async function reopenHomeOffline(page: Page, context: BrowserContext): Promise<Page> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.close();
  await context.setOffline(true);
  const again = await context.newPage();
  await again.goto('/');
  return again;
}
