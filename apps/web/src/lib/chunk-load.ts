import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@client-admin/domain/constants';
import { withMuiTheme } from './with-mui-theme';

/** A part of the app that did not arrive in time (seed 000 §9: chunk load time-out 120 s). */
export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`A part of the app did not load within ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

let failure: Error | null = null;
const listeners = new Set<() => void>();

/** The first chunk that failed or timed out on this page; the shell offers a reload. */
export const chunkLoadFailures = {
  get: (): Error | null => failure,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  report(error: unknown) {
    if (failure) return;
    failure = error instanceof Error ? error : new Error(String(error));
    listeners.forEach((listener) => listener());
  },
  /** For tests. */
  reset() {
    failure = null;
    listeners.forEach((listener) => listener());
  },
};

/**
 * Runs a dynamic import with a time-out: an import that fails, or takes longer than timeoutMs,
 * is reported to chunkLoadFailures (the Reload dialog) and rejects.
 */
export function loadChunk<T>(
  factory: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new ChunkLoadTimeoutError(timeoutMs);
      chunkLoadFailures.report(error);
      reject(error);
    }, timeoutMs);
    factory().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        chunkLoadFailures.report(error);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * TanStack's lazyRouteComponent with the chunk time-out and the Reload dialog; the page loads
 * with MUI's theme around it.
 */
export function lazyRoute<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazyRouteComponent(() => loadChunk(withMuiTheme(importer)));
}

/** A first screen's page, drawn without MUI (decision 0043): no theme is loaded for it. */
export function plainLazyRoute<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazyRouteComponent(() => loadChunk(importer));
}
