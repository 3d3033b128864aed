import { useSyncExternalStore } from 'react';
import { screenClasses } from '@client-admin/domain/breakpoints';

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** True at 500 px or below (the xs class of seed 001 §4), where tables become cards. */
export function useExtraSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, () => screenClasses(window.innerWidth).xs);
}
