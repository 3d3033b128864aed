/// <reference types="vite-plugin-pwa/client" />
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ChunkLoadAlert } from './lib/chunk-load-alert';
import { installErrorReporting } from './lib/error-reporting';

installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
    <ChunkLoadAlert />
  </StrictMode>,
);

// The service worker (offline app shell, new-version toast) loads after the first route.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    import('./lib/service-worker')
      .then((worker) => worker.startServiceWorker())
      .catch((error: unknown) => console.error('Could not start the service worker', error));
  });
}
