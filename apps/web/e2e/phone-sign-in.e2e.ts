import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, logIn } from './support';

// Issue 20 parts 4 and 5: an account with a mobile number alone, codes read where the local SMS default puts them.
const ADMIN = { email: 'admin@sahay.demo', password: 'sahay-demo-2026' };

/** The code in the newest SMS to this number whose text says what it is for, as an admin sees it in /admin/outbox. */
async function codeFromOutbox(admin: Page, phone: string, purpose: string): Promise<string> {
  await admin.goto('/admin/outbox');
  await expect(admin.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const message = admin
    .getByRole('article')
    .filter({ hasText: `SMS to ******${phone.slice(-4)}` })
    .filter({ hasText: purpose })
    .first();
  await expect(message).toBeVisible();
  const match = /(\d{6}) is your code/.exec(await message.innerText());
  if (!match?.[1]) throw new Error(`no code for ${phone}`);
  return match[1];
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await context.newPage();
  await logIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL('/');
  return admin;
}

async function logOut(page: Page, name: string) {
  await page.getByRole('link', { name: `Your profile (${name})` }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/patient-registration');
}

test('sign up with a mobile number, sign in by code, reset the password by code, sign out everywhere', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const phone = `7${String(Date.now()).slice(-9)}`;
  const name = 'Savitri Devi';
  const admin = await adminPage(browser);

  // Sign up: name and number, then the code.
  await page.goto('/patient-registration?mode=signup');
  await page.getByRole('button', { name: 'Use mobile number' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up with mobile number' });
  await signUp.getByLabel('Full name').fill(name);
  await signUp.getByLabel('Mobile number').fill(phone);
  await signUp.getByRole('button', { name: 'Send code' }).click();
  await expect(signUp.getByText(`We sent a 6-digit code to ******${phone.slice(-4)}`)).toBeVisible();
  await expect(signUp.getByRole('button', { name: /Resend code in 0:\d\d/ })).toBeDisabled();
  const code = signUp.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoSeriousA11yViolations(page);
  await code.fill(await codeFromOutbox(admin, phone, 'to sign in to Sahay'));
  await signUp.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Account Created')).toBeVisible();
  await logOut(page, name);

  // Sign in by code.
  await page.getByRole('button', { name: 'Use mobile number' }).click();
  const signIn = page.getByRole('form', { name: 'Login with mobile number' });
  await signIn.getByLabel('Mobile number').fill(phone);
  await signIn.getByRole('button', { name: 'Send code' }).click();
  await signIn.getByLabel('6-digit code').fill(await codeFromOutbox(admin, phone, 'to sign in to Sahay'));
  await signIn.getByRole('button', { name: 'Verify and login' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Login Successful')).toBeVisible();
  await logOut(page, name);

  // Forgot password, by a code by SMS: the new password signs this browser in.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  const reset = page.getByRole('form', { name: 'Reset by SMS' });
  await reset.getByLabel('Mobile number').fill(phone);
  await reset.getByRole('button', { name: 'Send code' }).click();
  await reset.getByLabel('6-digit code').fill(await codeFromOutbox(admin, phone, 'to reset your Sahay password'));
  await reset.getByLabel('New password', { exact: true }).fill('Neem-Tree-Shade-9');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Password reset')).toBeVisible();

  // Devices: this one is listed; signing out everywhere ends it too.
  await page.goto('/account-security');
  await expect(page.getByRole('heading', { name: 'Sign-in & security' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL('/patient-registration');
  await expect(page.getByRole('link', { name: `Your profile (${name})` })).toHaveCount(0);
  await admin.context().close();
});
