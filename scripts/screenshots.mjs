// Screenshots of pages at the phone (390x844) and desktop (1280x800) sizes, to look at what we build:
//   node scripts/screenshots.mjs http://localhost:3000 /tmp/shots / /doctor /lawyer
// SHOT_LOGIN=email:password signs in first (the demo accounts of the README). SHOT_LANGUAGE=hi shows the app in Hindi
// (issue 20; sign in in English first, the switch comes after). SHOT_FULL_PAGE=1 takes the whole page, not only the
// first screen; SHOT_SIZES=phone (or desktop) takes one size only.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
].filter((size) => !process.env.SHOT_SIZES || process.env.SHOT_SIZES.split(',').includes(size.name));

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: 'reduce' });
    await context.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
    if (process.env.SHOT_LANGUAGE) await context.addInitScript((language) => localStorage.setItem('app-language', language), process.env.SHOT_LANGUAGE);
    const page = await context.newPage();
    if (process.env.SHOT_LOGIN) {
      const [email, password] = process.env.SHOT_LOGIN.split(':');
      await page.goto(`${baseUrl}/patient-registration`);
      const form = page.getByRole('form', { name: /^(Login|लॉग इन)$/ });
      await form.getByLabel(/^(Email|ईमेल)$/).fill(email);
      await form.getByLabel(/^(Password|पासवर्ड)$/).fill(password);
      await form.getByRole('button', { name: /^(Login|लॉग इन)$/ }).click();
      // Each role lands on its own home (patients on /, experts on their desk, admins on the console).
      await page.waitForURL((url) => !url.pathname.startsWith('/patient-registration'));
    }
    for (const path of paths.length ? paths : ['/']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      const file = join(outDir, `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${size.name}.png`);
      await page.screenshot({ path: file, fullPage: process.env.SHOT_FULL_PAGE === '1' });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
