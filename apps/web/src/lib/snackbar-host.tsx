import { useEffect } from 'react';
import { SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from '@client-admin/domain/constants';

/** notistack's provider: at most 3 toasts, 5000 ms each (seed 000 §2.3). */
export default function SnackbarHost({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    />
  );
}
