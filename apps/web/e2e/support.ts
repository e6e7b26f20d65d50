import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

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
