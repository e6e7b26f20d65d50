import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20: moving the privacy policy and the patient-safety page into the catalogue must not change one English
// word. The snapshots under __file_snapshots__ were recorded from the pages as they were before the move (hand-written
// JSX); a changed word, a lost sentence, link or tel: number, or a different aria-label fails here.

/** Every heading, paragraph and list item of the page with its text, every link with its target, every aria-label. */
function renderedEnglish(): string {
  const main = screen.getByRole('main');
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const lines = [`title: ${document.title}`];
  for (const element of main.querySelectorAll('h1, h2, h3, p, li')) lines.push(`${element.tagName.toLowerCase()}: ${text(element)}`);
  for (const link of main.querySelectorAll('a')) lines.push(`a: ${text(link)} -> ${link.getAttribute('href') ?? ''}`);
  for (const labelled of main.querySelectorAll('[aria-label]')) lines.push(`aria-label: ${labelled.getAttribute('aria-label') ?? ''}`);
  return `${lines.join('\n')}\n`;
}

describe.each([
  ['/privacy', 'Privacy Policy', 'privacy'],
  ['/patient-safety', 'Patient Safety', 'patient-safety'],
])('%s in English', (path, heading, file) => {
  it('says word for word what it said before the catalogue', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp(path);
    // The route's chunk is transformed on first use, which takes seconds on a busy machine.
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 });
    // The document title is set in an effect, after the first paint.
    await waitFor(() => expect(document.title).toBe(`${heading} · Sahay`));
    await expect(renderedEnglish()).toMatchFileSnapshot(`./__file_snapshots__/${file}-en.txt`);
  });
});
