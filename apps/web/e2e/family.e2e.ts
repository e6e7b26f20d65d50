import { expect, test } from '@playwright/test';
import { signUpPatient } from './support';

// Issue 14 part 8: a fresh patient adds a child, switches the dashboard to the child, records a reading for the
// child, and it shows under the child, not under the account holder.
test('a reading recorded for a child shows under the child, not under the holder', async ({ page }) => {
  const account = await signUpPatient(page);
  await page.goto('/patient-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${account.fullName}` })).toBeVisible();
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Family Members' }).click();
  await expect(page).toHaveURL('/family');
  await expect(page.getByText('No family members yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add family member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a family member' });
  await dialog.getByLabel('Full name').fill('Aarav Test');
  await dialog.getByLabel('Relation to you').selectOption('child');
  await dialog.getByLabel('Date of birth').fill('2018-06-15');
  await dialog.getByLabel('Gender').selectOption('male');
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(dialog).toBeHidden();
  const members = page.getByRole('list', { name: 'Family members' });
  await expect(members.getByText('Aarav Test')).toBeVisible();
  await expect(members.getByText(/Child · \d+ years · Male/)).toBeVisible();

  await page.goto('/patient-dashboard?tab=health-tracker');
  const switcher = page.getByRole('group', { name: 'Showing health for' });
  await expect(switcher.getByRole('radio', { name: 'Myself' })).toBeChecked();
  await switcher.getByText('Aarav Test').click();
  await expect(page).toHaveURL(/member=/);
  await expect(switcher.getByRole('radio', { name: 'Aarav Test' })).toBeChecked();

  const tracker = page.getByRole('tabpanel', { name: 'Health Tracker' });
  await expect(tracker.getByRole('heading', { name: 'Add a reading for Aarav Test' })).toBeVisible();
  await tracker.getByLabel('Heart rate').fill('96');
  await tracker.getByRole('button', { name: 'Save reading' }).click();
  await expect(page.getByText('Reading saved').first()).toBeVisible();
  const history = tracker.getByRole('list', { name: 'Your readings, newest first' });
  await expect(history.getByText(/96/)).toBeVisible();

  // Back to the holder: no readings of theirs.
  await switcher.getByText('Myself').click();
  await expect(page).not.toHaveURL(/member=/);
  await expect(tracker.getByRole('heading', { name: 'Add a reading' })).toBeVisible();
  await expect(tracker.getByText('No readings yet')).toBeVisible();

  // The child's reading is still the child's, on the tracker page of its own.
  await page.goto('/family');
  await page.getByRole('list', { name: 'Family members' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('group', { name: 'Showing health for' }).getByRole('radio', { name: 'Aarav Test' })).toBeChecked();
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Track Vitals' }).click();
  await expect(page.getByRole('heading', { name: 'Add a reading for Aarav Test' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your readings, newest first' }).getByText(/96/)).toBeVisible();
});
