import { useSyncExternalStore } from 'react';
import { screenClasses, type ScreenClasses } from '@client-admin/domain/breakpoints';

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/**
 * Whether the window is in one screen class of seed 000 §2.2 (xs: 500 px or below, where
 * tables become cards; md: 1000 px or below, the narrow header), kept current on resize.
 */
export function useScreenClass(name: keyof ScreenClasses): boolean {
  return useSyncExternalStore(subscribe, () => screenClasses(window.innerWidth)[name]);
}
