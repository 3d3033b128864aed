import { lazy, Suspense, useSyncExternalStore } from 'react';
import { chunkLoadFailures } from './chunk-load';
import { withMuiTheme } from './with-mui-theme';

const ChunkLoadDialog = lazy(withMuiTheme(() => import('./chunk-load-dialog')));

/** Mounted once beside the app: offers a reload when a part of the app failed to arrive. */
export function ChunkLoadAlert() {
  const failure = useSyncExternalStore(chunkLoadFailures.subscribe, chunkLoadFailures.get);
  if (!failure) return null;
  return (
    <Suspense fallback={null}>
      <ChunkLoadDialog error={failure} />
    </Suspense>
  );
}
