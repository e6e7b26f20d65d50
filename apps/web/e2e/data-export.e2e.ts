import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

// Issue 14 part 7: Download Data gives the demo patient their data as a JSON file and as a FHIR R4 bundle.
async function downloadAs(page: Page, format: RegExp): Promise<{ name: string; text: string }> {
  const dialog = page.getByRole('dialog', { name: 'Your Health QR Code' });
  await dialog.getByRole('radio', { name: format }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download', exact: true }).click()]);
  await expect(page.getByText('Downloading medical data...').first()).toBeVisible();
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('the demo patient downloads their data as JSON and as a FHIR bundle', async ({ page }) => {
  await logIn(page, 'patient@sahay.demo', 'sahay-demo-2026');
  await expect(page).toHaveURL('/');
  const { user } = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string; name: string } };

  await page.getByRole('button', { name: 'Your Health QR Code' }).click();
  await page.getByRole('dialog', { name: 'Your Health QR Code' }).getByRole('button', { name: 'Download Data' }).click();

  const json = await downloadAs(page, /Everything \(JSON\)/);
  expect(json.name).toMatch(/^sahay-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(json.text) as { account: { id: string }; profile: { name: string }; vitalSigns: unknown[]; prescriptions: unknown[] };
  expect(data.account.id).toBe(user.id);
  expect(data.profile.name).toBe(user.name);
  expect(data.vitalSigns.length).toBeGreaterThan(0);
  expect(data.prescriptions.length).toBeGreaterThan(0);
  await expect(page.getByText('Your data is downloaded').first()).toBeVisible();

  const fhir = await downloadAs(page, /Health record \(FHIR R4\)/);
  expect(fhir.name).toMatch(/^sahay-health-record-fhir-\d{4}-\d{2}-\d{2}\.json$/);
  const bundle = JSON.parse(fhir.text) as {
    resourceType: string;
    type: string;
    entry: Array<{ resource: { resourceType: string; id: string; name?: Array<{ text: string }> } }>;
  };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const patient = bundle.entry.find((entry) => entry.resource.resourceType === 'Patient')?.resource;
  expect(patient).toMatchObject({ id: user.id, name: [{ text: user.name }] });
  expect(bundle.entry.some((entry) => entry.resource.resourceType === 'Observation')).toBe(true);
});
