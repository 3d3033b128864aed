import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** A red count on the corner of an icon (up to 99, then "99+"), without MUI's code. */
export function Badge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className={styles.badge}>
      {children}
      {count > 0 && <span className={styles.count}>{count > 99 ? '99+' : count}</span>}
    </span>
  );
}
