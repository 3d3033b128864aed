import { lazy, Suspense, useSyncExternalStore } from 'react';
import { withMuiTheme } from './with-mui-theme';

// notistack loads with the first toast, not with the first route.
const SnackbarHost = lazy(withMuiTheme(() => import('./snackbar-host')));

let requested = false;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
const listeners = new Set<() => void>();

/** Mounts the toast host if needed; resolves once toasts can be shown. */
export function requestToastHost(): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return ready;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Place once in the providers: renders notistack's SnackbarProvider when a toast is asked for. */
export function ToastHost() {
  const active = useSyncExternalStore(subscribe, () => requested);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarHost onReady={markReady} />
    </Suspense>
  );
}
