import { lazy, Suspense } from 'react';
import type { ClientPickerProps } from '../../features/clients/components/client-picker';
import { loadChunk } from '../../lib/chunk-load';

// Loaded when a page shows it (staff without a client): billing and support of a client never
// download the picker.
const LazyClientPicker = lazy(() =>
  loadChunk(() =>
    import('../../features/clients/components/client-picker').then((m) => ({
      default: m.ClientPicker,
    })),
  ),
);

/** The clients feature's picker, handed to the billing and support pages (composed in app/). */
export function ClientPickerPart(props: ClientPickerProps) {
  return (
    <Suspense fallback={null}>
      <LazyClientPicker {...props} />
    </Suspense>
  );
}
