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
  '/ask-legal-problem',
  '/ask-medical-problem',
  '/admin/outbox',
  '/admin/deletion-requests',
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
