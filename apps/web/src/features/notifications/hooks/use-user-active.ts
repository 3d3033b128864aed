import { useEffect, useState } from 'react';

const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

interface ActivityOptions {
  /** Inactive after this long without mouse, keyboard, touch or scroll. */
  inactiveMs: number;
  /** Activity events are handled at most once per this long. */
  throttleMs: number;
}

/**
 * True while the tab is visible and the user did something within the last inactiveMs
 * (seed 000 §4: notification polling stops while the tab is hidden or the user is inactive).
 */
export function useUserActive({ inactiveMs, throttleMs }: ActivityOptions): boolean {
  const [visible, setVisible] = useState(() => !document.hidden);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    let lastHandled = -Infinity;
    let timer = window.setTimeout(() => setIdle(true), inactiveMs);
    const restart = () => {
      window.clearTimeout(timer);
      setIdle(false);
      timer = window.setTimeout(() => setIdle(true), inactiveMs);
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - lastHandled < throttleMs) return;
      lastHandled = now;
      restart();
    };
    // Coming back to the tab counts as activity.
    const onVisibility = () => {
      setVisible(!document.hidden);
      if (!document.hidden) restart();
    };
    const options = { passive: true, capture: true } as const;
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, options));
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, options));
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [inactiveMs, throttleMs]);

  return visible && !idle;
}
