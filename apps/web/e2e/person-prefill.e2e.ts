import { expect, test } from '@playwright/test';
import { logIn } from './support';

// Issue 21 part 3: the demo patient's request form knows who she is, and who a family member is.
const DEMO = { email: 'patient@sahay.demo', password: 'sahay-demo-2026', name: 'Ananya Sharma', phone: '9812345670', dateOfBirth: '1992-08-14' };
const PARENT = { name: 'Kamla Sharma', dateOfBirth: '1958-11-03' };

/** Full years on today's date in India (the forms' rule, packages/domain person-details). */
function ageToday(dateOfBirth: string): number {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

test('the demo patient’s medical request form is filled in for her, then for the family member she picks', async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/$/);

  // A parent to ask for (a fresh database each run).
  await page.goto('/family');
  await page.getByRole('button', { name: 'Add family member' }).click();
  const add = page.getByRole('dialog', { name: 'Add a family member' });
  await add.getByLabel('Full name').fill(PARENT.name);
  await add.getByLabel('Relation to you').selectOption('parent');
  await add.getByLabel('Date of birth').fill(PARENT.dateOfBirth);
  await add.getByLabel('Gender').selectOption('female');
  await add.getByRole('button', { name: 'Add member' }).click();
  await expect(add).toBeHidden();

  await page.goto('/doctor');
  await page.getByRole('button', { name: 'Video consult', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect with Expert Doctor' });
  await expect(dialog.getByLabel('Full name')).toHaveValue(DEMO.name);
  await expect(dialog.getByLabel('Phone number')).toHaveValue(DEMO.phone);
  await expect(dialog.getByLabel('Age')).toHaveValue(String(ageToday(DEMO.dateOfBirth)));
  await expect(dialog.getByLabel('Gender')).toHaveValue('female');

  const chooser = dialog.getByRole('group', { name: 'Who is this for?' });
  await expect(chooser.getByRole('radio', { name: 'Myself' })).toBeChecked();
  await chooser.getByText(PARENT.name).click();
  await expect(chooser.getByRole('radio', { name: PARENT.name })).toBeChecked();
  await expect(dialog.getByLabel('Full name')).toHaveValue(PARENT.name);
  await expect(dialog.getByLabel('Age')).toHaveValue(String(ageToday(PARENT.dateOfBirth)));
  await expect(dialog.getByLabel('Phone number')).toHaveValue(DEMO.phone);

  // Editable: what she types stays when she picks someone else.
  await dialog.getByLabel('Full name').fill('Kamla Devi Sharma');
  await chooser.getByText('Myself').click();
  await expect(dialog.getByLabel('Full name')).toHaveValue('Kamla Devi Sharma');
  await expect(dialog.getByLabel('Age')).toHaveValue(String(ageToday(DEMO.dateOfBirth)));
});
