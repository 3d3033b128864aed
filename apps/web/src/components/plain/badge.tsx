import type { ReactNode } from 'react';
import styles from './badge.module.css';

interface Props {
  count: number;
  /** The count's colour: red (error) or blue (info). */
  tone: 'error' | 'info';
  children: ReactNode;
}

/** The count as a badge writes it: up to 99, then "99+" (for an accessible name to repeat). */
export const badgeCount = (count: number) => (count > 99 ? '99+' : String(count));

/** A count on the corner of an icon (up to 99, then "99+"), without MUI's code. */
export function Badge({ count, tone, children }: Props) {
  return (
    <span className={styles.badge}>
      {children}
      <span className={`${styles.count} ${styles[tone]}`} data-tone={tone}>
        {badgeCount(count)}
      </span>
    </span>
  );
}
