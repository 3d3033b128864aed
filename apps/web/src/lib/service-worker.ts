import { createElement } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { SERVICE_WORKER_UPDATE_MS } from '@client-admin/domain/constants';

export const NEW_VERSION_MESSAGE = 'A new version of Client Admin is available';

/** The persistent toast of seed 000 §2.2, with Refresh (activates the waiting worker, reloads). */
async function showNewVersionToast(refresh: () => Promise<void>) {
  const [notistack, { requestToastHost }, { ToastContent }, { default: Button }] =
    await Promise.all([
      import('notistack'),
      import('./toast-host'),
      import('./toast-content'),
      import('@mui/material/Button'),
    ]);
  await requestToastHost();
  notistack.enqueueSnackbar(
    createElement(ToastContent, { title: 'Info', message: NEW_VERSION_MESSAGE }),
    {
      key: 'new-version',
      variant: 'info',
      persist: true,
      preventDuplicate: true,
      action: (key) =>
        createElement(
          Button,
          {
            color: 'inherit',
            size: 'small',
            onClick: () => {
              notistack.closeSnackbar(key);
              refresh().catch((error: unknown) => console.error('Could not refresh', error));
            },
          },
          'Refresh',
        ),
    },
  );
}

/**
 * Registers the service worker (production builds) and asks it for an update every hour; a new
 * worker waiting to take over shows the new-version toast.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      showNewVersionToast(() => updateSW(true)).catch((error: unknown) =>
        console.error('Could not show the new-version toast', error),
      );
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (registration.installing || !navigator.onLine) return;
        registration.update().catch((error: unknown) => console.warn('Update check failed', error));
      }, SERVICE_WORKER_UPDATE_MS);
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}
