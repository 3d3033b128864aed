import { createElement } from 'react';
import { TOAST_DURATION_MS } from '@client-admin/domain/constants';
import { ToastContent } from './toast-content';
import { requestToastHost } from './toast-host';

const TITLES = { success: 'Success', error: 'Error', info: 'Info', warning: 'Warning' } as const;
type ToastType = keyof typeof TITLES;

/** `details`: lines under the message, e.g. a refused request's field messages. */
export interface Toast {
  success(message: string): void;
  error(message: string, details?: readonly string[]): void;
  info(message: string): void;
  warning(message: string, details?: readonly string[]): void;
}

async function show(type: ToastType, message: string, details?: readonly string[]) {
  const notistack = await import('notistack');
  // notistack's global enqueueSnackbar exists once any SnackbarProvider is mounted (tests mount their own).
  if (!(notistack.enqueueSnackbar as typeof notistack.enqueueSnackbar | undefined)) {
    await requestToastHost();
  }
  notistack.enqueueSnackbar(
    createElement(ToastContent, { title: TITLES[type], message, details }),
    {
      variant: type,
      autoHideDuration: TOAST_DURATION_MS,
    },
  );
}

const notify = (type: ToastType) => (message: string, details?: readonly string[]) => {
  show(type, message, details).catch((error: unknown) =>
    console.error('Could not show a toast', error),
  );
};

export const toast: Toast = {
  success: notify('success'),
  error: notify('error'),
  info: notify('info'),
  warning: notify('warning'),
};

/** Toasts of seed 000 §2.3 (notistack): 5000 ms, titled by their type. Stable across renders. */
export function useToast(): Toast {
  return toast;
}
