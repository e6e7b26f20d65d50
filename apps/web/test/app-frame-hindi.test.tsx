import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteErrorScreen } from '@/app/error-screens';
import { PageLoading } from '@/app/page-loading';
import { ExpertDocumentLink } from '@/components/expert-document-link';
import { Dialog } from '@/components/ui/dialog';
import { changeLanguage } from '@/i18n/i18n';
import { renderAt } from './support/render-app';

// Issue 20: the app's own frame (the crash screen, the loading states, a dialog's close button, an expert's document
// link) in Hindi too; the crash screen's English stays the spec's words (spec 000 §2).
afterEach(async () => {
  await changeLanguage('en');
});

const frame = () => (
  <Suspense fallback={null}>
    <RouteErrorScreen error={new Error('Chunk failed')} />
    <PageLoading />
  </Suspense>
);
// A modal dialog hides the rest of the page from assistive technology: it is rendered on its own.
const dialog = () => (
  <Suspense fallback={null}>
    <Dialog open onOpenChange={() => undefined} title="Prescription">
      <ExpertDocumentLink url="/api/experts/1/document" name="MMC certificate.pdf" fallbackName="Document" />
    </Dialog>
  </Suspense>
);

describe('the app frame', () => {
  it('speaks English by default, in the spec’s words', async () => {
    renderAt('/', frame());
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Chunk failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('status', { name: 'Loading Sahay' })).toBeInTheDocument();
    cleanup();
    renderAt('/', dialog());
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download MMC certificate.pdf' })).toHaveAttribute('download');
  });

  it('speaks Hindi to a Hindi reader, with the error’s own detail kept', async () => {
    await changeLanguage('hi');
    renderAt('/', frame());
    expect(await screen.findByRole('heading', { name: 'ऐप में अनपेक्षित गड़बड़ी हुई!' })).toBeInTheDocument();
    expect(screen.getByText('Chunk failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से लोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('status', { name: 'सहाय खुल रहा है' })).toBeInTheDocument();
    cleanup();
    renderAt('/', dialog());
    expect(await screen.findByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'MMC certificate.pdf डाउनलोड करें' })).toHaveAttribute('download');
  });
});
