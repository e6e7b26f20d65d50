import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

const FHIR_NAME = 'sahay-health-record-fhir-2026-03-02.json';

interface Saved {
  href: string;
  download: string;
}

/**
 * A toast's text, title and description together. Found by text, not through the toasts' region: the open dialog
 * hides the rest of the page from the accessibility tree, and the Toaster may mount before or after it opens.
 */
async function findToast(title: string): Promise<string> {
  const titleElement = await screen.findByText(title);
  return titleElement.closest('li')?.textContent ?? '';
}

let saved: Saved[];
let blobs: Blob[];
beforeEach(() => {
  saved = [];
  blobs = [];
  // jsdom has no object URLs and cannot follow a download link: record what the page asks the browser to save.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), `blob:sahay/${blobs.length}`), revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

async function openDownload(exportHandler: Parameters<typeof stubApi>[0][string]) {
  stubApi({
    'GET /api/auth/session': session(asha),
    'GET /api/health-shares': () => json(200, { shares: [] }),
    'GET /api/me/export': exportHandler,
  });
  // The stub keys calls by path; keep the query too, to see which format was asked for.
  const urls: string[] = [];
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(input instanceof Request ? input.url : input.toString());
    return stubbed(input, init);
  });
  const app = renderApp('/');
  await app.user.click(await screen.findByRole('button', { name: 'Your Health QR Code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your Health QR Code' });
  const toggle = within(dialog).getByRole('button', { name: 'Download Data' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await app.user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { ...app, dialog, urls };
}

describe('Download Data (spec 000 §2, issue 14 part 7)', () => {
  it('offers JSON (chosen) and FHIR, shows the spec toast, then saves the file under the name the server gave', async () => {
    const bundle = { resourceType: 'Bundle', type: 'collection', entry: [] };
    const { dialog, user, urls } = await openDownload(() => json(200, bundle, { 'content-disposition': `attachment; filename="${FHIR_NAME}"` }));
    expect(within(dialog).getByRole('radio', { name: /Everything \(JSON\)/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Health record \(FHIR R4\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    expect(await findToast('Downloading medical data...')).toBeTruthy();
    expect(await findToast('Your data is downloaded')).toContain(FHIR_NAME);
    expect(urls).toContain('/api/me/export?format=fhir');
    expect(saved).toEqual([{ href: 'blob:sahay/1', download: FHIR_NAME }]);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(bundle);
    // The link was only a means: it leaves nothing in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('says "Failed to download medical data" when the server fails, and saves nothing', async () => {
    const { dialog, user, urls } = await openDownload(() => apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await findToast('Failed to download medical data')).toContain('Something went wrong on our side');
    expect(urls).toContain('/api/me/export?format=json');
    expect(saved).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('says so when the limit is reached', async () => {
    const { dialog, user } = await openDownload(() => apiError(429, 'RATE_LIMITED', 'Too many downloads. Please wait a few minutes and try again.'));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await findToast('Failed to download medical data')).toContain('Too many downloads');
    expect(saved).toEqual([]);
  });
});
