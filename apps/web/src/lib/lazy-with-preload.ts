import { lazy, useState, type ComponentType } from 'react';
import { loadChunk } from './chunk-load';
import { withMuiTheme } from './with-mui-theme';

/**
 * A lazy component plus a preload function (call it on hover or focus): popups of the header stay
 * out of the first route's JavaScript yet open without a visible wait. They use MUI, so MUI's
 * theme loads with them.
 */
export function lazyWithPreload<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () => {
    // Time-out and failure show the Reload dialog; a failed load may be tried again.
    loading ??= loadChunk(withMuiTheme(factory)).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return { Component: lazy(load), preload: () => void load().catch(() => undefined) };
}

/** True from the first time open is true: keeps a lazy popup mounted so it can animate closed. */
export function useMountedOnce(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted || open;
}
