/// <reference types="vite-plugin-pwa/client" />
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../components/plain/base.css';
import { startSessionRenewal } from '../lib/auth/access-token';
import { applyDesignTokens } from '../lib/design-tokens';
import { ChunkLoadAlert } from '../lib/chunk-load-alert';
import { installErrorReporting } from '../lib/error-reporting';
import { App } from './app';

/**
 * The app itself: loaded by the entry (src/main.tsx) once it knows the visit does not start with
 * the sign-in redirect.
 */
installErrorReporting();
applyDesignTokens();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
    <ChunkLoadAlert />
  </StrictMode>,
);

// After the first screen: the token's automatic silent renewal (oidc-client-ts) and, in
// production, the service worker (offline app shell, new-version toast).
const afterFirstScreen = () => {
  startSessionRenewal().catch((error: unknown) =>
    console.error('Could not start the session renewal', error),
  );
  if (import.meta.env.PROD) {
    import('../lib/service-worker')
      .then((worker) => worker.startServiceWorker())
      .catch((error: unknown) => console.error('Could not start the service worker', error));
  }
};
if (document.readyState === 'complete') afterFirstScreen();
else window.addEventListener('load', afterFirstScreen, { once: true });
