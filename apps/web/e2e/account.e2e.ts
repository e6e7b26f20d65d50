import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, fillSignUp, logIn, newAccount, openSignUp } from './support';

test('a new person signs up, lands home, logs out and logs back in', async ({ page }) => {
  const account = newAccount();
  await openSignUp(page);
  const form = await fillSignUp(page, account);
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByText('Account Created')).toBeVisible();
  const avatar = page.getByRole('link', { name: `Your profile (${account.fullName})` });
  await expect(avatar).toBeVisible();

  // The session survives a reload.
  await page.reload();
  await expect(avatar).toBeVisible();

  await avatar.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/patient-registration');
  await expect(avatar).toHaveCount(0);

  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByText('Welcome back to Sahay!')).toBeVisible();
  await expect(avatar).toBeVisible();
});

test('login shows the spec messages for a bad email, a short password and wrong credentials', async ({ page }) => {
  await page.goto('/patient-registration');
  const form = page.getByRole('form', { name: 'Login' });
  const submit = form.getByRole('button', { name: 'Login' });
  await expect(submit).toBeDisabled();

  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password', { exact: true }).fill('123');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

  await form.getByLabel('Email').fill('nobody@example.test');
  await form.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await submit.click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/patient-registration/);
});

test('sign-up shows the spec messages and keeps at most 10 phone digits', async ({ page }) => {
  await openSignUp(page);
  const form = page.getByRole('form', { name: 'Sign Up' });
  const phone = form.getByLabel('Mobile number');
  await phone.fill('98a76-54 32109999');
  await expect(phone).toHaveValue('9876543210');

  await form.getByLabel('Full name').fill(' A ');
  await form.getByLabel('Email').fill('asha@nowhere');
  await phone.fill('12345');
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Please enter your full name')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
});

test('signing up twice with one email says the account already exists', async ({ page, request }) => {
  const account = newAccount();
  const created = await request.post('/api/auth/sign-up', { data: account });
  expect(created.status()).toBe(201);

  await openSignUp(page);
  const form = await fillSignUp(page, { ...account, phone: '9' + account.phone.slice(1, 9) + '7' });
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Already Exists')).toBeVisible();
  await expect(page.getByText('This email is already registered. Please login instead.')).toBeVisible();
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/patient-registration');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
