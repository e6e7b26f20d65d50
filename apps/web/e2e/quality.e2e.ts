import { expect, test } from '@playwright/test';
import { controlsUnder44px, expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support';

// Issue quality bar: every page at 360 px has no horizontal scroll, tap targets of at least 44 px and no
// serious or critical axe violations.
const PAGES = [
  '/',
  '/patient-registration',
  '/doctor',
  '/lawyer',
  '/ca',
  '/tech',
  '/about',
  '/privacy',
  '/terms',
  '/patient-safety',
  '/settings',
  '/contact',
  '/delete-account',
  '/medical-triage',
  '/ai-healthcare',
  '/ai-consultation',
  '/lawyer?assistant=open',
  '/doctor-registration',
  '/lawyer-registration',
  '/ca-registration',
  '/it-expert-registration',
  '/prescription-thank-you?patientName=Asha%20Verma&patientPhone=%2B919876543210&problem=Fever&prescriptionId=7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10',
  '/legal-document-thank-you?clientName=Asha%20Verma&clientPhone=%2B919876543210&caseType=Property&documentId=7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10&lawyerId=x',
  '/admin-approve-experts',
  '/expert-dashboard',
  '/all-services',
  '/ca-consultation',
  '/it-consultation',
  '/dermatology-consultation',
  '/medical-consultation',
  '/finance-consultation',
  '/legal-consultation',
  '/expert-selection?category=doctor',
  '/expert-selection?category=ca',
  '/expert-search-results?q=cardio',
  '/expert-search-results?q=nobody-is-called-this',
  '/ask-legal-problem',
  '/ask-medical-problem',
  '/admin/outbox',
  '/admin/deletion-requests',
  '/admin/refund-requests',
  '/no-such-page',
];

// Reduced motion: axe measures contrast on what is on screen, and the pill's fade-in would be caught half-faded.
test.use({ viewport: { width: 360, height: 780 }, contextOptions: { reducedMotion: 'reduce' } });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
});

for (const path of PAGES) {
  test(`${path} fits 360 px, has 44 px tap targets and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    await expectNoHorizontalScroll(page);

    const small = await controlsUnder44px(page);
    expect(small, 'controls under 44 px').toEqual([]);

    await expectNoSeriousA11yViolations(page);
  });
}

// Issue 21 part 4: the AI assistant overlay is a real dialog for the keyboard.
test('the AI assistant overlay keeps Tab and Shift+Tab inside, and Escape gives focus back to its opener', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('link', { name: /Ask the AI assistant/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'AI assistant' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox')).toBeFocused();

  const focusedInside = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  const focusables = await dialog.locator('button:not([disabled]), a[href], textarea:not([disabled]), input:not([disabled])').count();
  expect(focusables).toBeGreaterThan(2);
  // More presses than there are controls: focus goes round inside at least once each way.
  const visited = new Set<string>();
  for (let i = 0; i < focusables + 3; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(), `Tab ${i + 1}`).toBe(true);
    visited.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
  }
  for (let i = 0; i < focusables + 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInside(), `Shift+Tab ${i + 1}`).toBe(true);
  }
  expect(visited.size).toBeGreaterThan(2);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/assistant=/);
  await expect(opener).toBeFocused();
});

// Issue 21 part 4: every page ends with a footer a visitor can reach by keyboard.
const FOOTER_LINKS = [
  ['About', '/about'],
  ['Contact', '/contact'],
  ['Privacy', '/privacy'],
  ['Terms', '/terms'],
  ['Settings', '/settings'],
] as const;

for (const path of ['/', '/patient-registration', '/doctor', '/about']) {
  test(`${path}: the footer has About, Contact, Privacy, Terms, Settings and the grievance officer, by keyboard, axe-clean`, async ({ page }) => {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeVisible();
    for (const [name, href] of FOOTER_LINKS) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(footer).toContainText('Grievance Officer');
    const grievance = footer.getByRole('link', { name: /@/ });
    await expect(grievance).toHaveAttribute('href', /^mailto:/);

    // From the top of the page, Tab reaches every footer link.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const wanted = [...FOOTER_LINKS.map(([name]) => name), await grievance.innerText()];
    const reached = new Set<string>();
    for (let i = 0; i < 300 && reached.size < wanted.length; i++) {
      await page.keyboard.press('Tab');
      const text = await page.evaluate(() => (document.activeElement?.closest('footer') ? (document.activeElement as HTMLElement).innerText.trim() : null));
      if (text && wanted.includes(text)) reached.add(text);
    }
    expect([...reached].sort()).toEqual([...wanted].sort());

    await expectNoSeriousA11yViolations(page, { include: 'footer', any: true });
  });
}
