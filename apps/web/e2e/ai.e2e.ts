import { expect, test } from '@playwright/test';
import { logIn } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sahay-intro-done', 'true'));
});

test('the assistant on /lawyer is Legal AI: legal chips, a streamed answer with a lawyer offered', async ({ page }) => {
  await page.goto('/lawyer');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('button', { name: /Chat with Legal AI/ }).click();
  const assistant = page.getByRole('dialog', { name: 'AI assistant' });
  await expect(assistant.getByRole('heading', { name: /Legal AI/ })).toBeVisible();
  const chips = assistant.getByRole('list', { name: 'Suggested questions' });
  await expect(chips.getByRole('button', { name: 'How do I file an FIR?' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'How to file a consumer complaint?' })).toBeVisible();

  await chips.getByRole('button', { name: 'How do I file an FIR?' }).click();
  const log = assistant.getByRole('log');
  await expect(log.getByText('Filing an FIR')).toBeVisible();
  await expect(log.getByText(/not legal advice/)).toBeVisible();
  await expect(log.getByRole('link', { name: 'Chat now' })).toHaveAttribute('href', /\/patient-chat\?expertId=.+&expertName=/);
  await expect(chips).toBeHidden();

  // The conversation survives a reload, in this tab only.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'AI assistant' }).getByText('Filing an FIR')).toBeVisible();
});

test('the demo patient triages sudden chest pain at 70: emergency, cardiologists with Dr. Arjun Mehta, then a chat', async ({ page }) => {
  await logIn(page, 'patient@sahay.demo', 'sahay-demo-2026');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/medical-triage');
  await expect(page.getByRole('heading', { name: 'AI Health Assistant' })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Your answer' });
  // The box offers her age from her profile once it has loaded: typed before that, the offer landed under the typing
  // ('34' then '70' made '3470').
  await expect(input).not.toHaveValue('');
  const answer = async (text: string, next: RegExp) => {
    await expect(input).toBeEnabled();
    await input.fill(text);
    await input.press('Enter');
    await expect(page.getByRole('log').getByText(next).last()).toBeVisible();
  };
  await answer('70', /What is your gender/);
  await answer('Male', /main symptom/);
  await answer('Chest pain', /112|How long have you had it/);
  await answer('It started suddenly', /0 to 10/);
  await answer('8', /other symptoms/);
  await answer('sweating', /long-term conditions/);
  await answer('none', /taking any medicines/);
  await input.fill('none');
  await input.press('Enter');

  await expect(page.getByText('Emergency', { exact: true })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Risk score' })).toHaveAttribute('aria-valuenow', '75');
  await expect(page.getByText('Cardiology', { exact: true })).toBeVisible();
  const chat = page.getByRole('link', {
    name: 'Chat now with Dr. Arjun Mehta',
  });
  await expect(chat).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Dr. Arjun Mehta on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}$/);
  await chat.click();
  await expect(page).toHaveURL(/\/patient-chat\?expertId=[0-9a-f-]{36}&expertName=Dr\.(%20|\+)Arjun(%20|\+)Mehta/);
});
