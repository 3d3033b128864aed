import type { ReactNode } from 'react';
import styles from './badge.module.css';

interface Props {
  count: number;
  /** The count's colour: red (error) or blue (info). */
  tone: 'error' | 'info';
  children: ReactNode;
}

/** A count on the corner of an icon (up to 99, then "99+"), without MUI's code. */
export function Badge({ count, tone, children }: Props) {
  return (
    <span className={styles.badge}>
      {children}
      <span className={`${styles.count} ${styles[tone]}`} data-tone={tone}>
        {count > 99 ? '99+' : count}
      </span>
    </span>
  );
}
