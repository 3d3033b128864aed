import { useSyncExternalStore } from 'react';
import { screenClasses } from '@client-admin/domain/breakpoints';

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** True on narrow screens (the md class of seed 000 §2.2: 1000 px or below). */
export function useIsNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => screenClasses(window.innerWidth).md);
}
