import type { ReactNode } from 'react';
import text from '../../../../components/plain/text.module.css';
import styles from './count-stat.module.css';

/** A labelled count on the dashboard card; children add detail under the number. */
export function CountStat({
  label,
  count,
  children,
}: {
  label: string;
  count: number;
  children?: ReactNode;
}) {
  return (
    <section aria-label={`${label} channels`} className={styles.stat}>
      <h3 className={`${text.overline} ${text.secondary}`}>{label}</h3>
      <p className={styles.count}>{count}</p>
      {children}
    </section>
  );
}
