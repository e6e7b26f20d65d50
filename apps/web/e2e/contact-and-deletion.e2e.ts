import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, fillSignUp, logIn, newAccount, openSignUp } from './support';

// The demo admin (README), seeded because the journeys' server does not run in production.
const ADMIN = { email: 'admin@sahay.demo', password: 'sahay-demo-2026' };

test('a visitor sends a message from /contact, and an admin marks it handled', async ({ page, browser }) => {
  const subject = `Refund for a cancelled call ${randomUUID().slice(0, 8)}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await expect(page.getByRole('link', { name: 'support@sahay.in' })).toBeVisible();
  await expect(page.getByText(/Koramangala/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('First name').fill('Ravi');
  await form.getByLabel('Last name').fill('Kumar');
  await form.getByLabel('Email').fill('ravi.kumar@example.test');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('The doctor did not join my video call yesterday. Please refund me.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByText("We'll get back to you soon.")).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');

  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL('/');
  await admin.goto('/admin/messages');
  const card = admin.getByRole('article', { name: subject });
  await expect(card).toContainText('Ravi Kumar');
  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expect(admin.getByText('Marked as handled')).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Handled' }).click();
  await expect(admin.getByRole('article', { name: subject })).toContainText('by Sahay Admin');
  await adminContext.close();
});

test('a visitor who is not an admin is told the admin console is for admins only', async ({ page }) => {
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
});

test('a visitor sends a deletion request without an account', async ({ page }) => {
  await page.goto('/delete-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account & Data Deletion Request' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole('form', { name: 'Deletion request' });
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Please enter your full name')).toBeVisible();

  await form.getByLabel('Email').fill('meera.k@example.test');
  await form.getByLabel('Phone').fill('98765 43210');
  await form.getByLabel('Full name').fill('Meera Krishnan');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Deletion request submitted')).toBeVisible();
  await expect(page.getByText("We'll verify your identity and process your request within 2 business days.")).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('');
});

test('a new person deletes their account with their password, is signed out and can no longer log in', async ({ page }) => {
  const account = newAccount();
  await openSignUp(page);
  const signUp = await fillSignUp(page, account);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('link', { name: `Your profile (${account.fullName})` })).toBeVisible();

  await page.goto('/delete-account');
  const form = page.getByRole('form', { name: 'Delete my account now' });
  await expect(page.getByText('Prescriptions and legal documents are kept, de-identified.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const password = form.getByLabel('Confirm with your password');
  await password.fill('not-my-password');
  await form.getByRole('button', { name: 'Delete my account now' }).click();
  await expect(form.getByText('That password is not correct')).toBeVisible();

  await password.fill(account.password);
  await form.getByRole('button', { name: 'Delete my account now' }).click();
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  // The browser's cookie no longer opens a session.
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ user: null });

  await logIn(page, account.email, account.password);
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/patient-registration/);
});
