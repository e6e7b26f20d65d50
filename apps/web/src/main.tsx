import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);

// The service worker keeps the app shell for offline use and offers new releases (app/pwa/register-service-worker.ts);
// built apps only, registered once the page has loaded so it never delays the first page.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    import('./app/pwa/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  });
}
