import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { ArrowDownwardIcon } from './icons';
import styles from './table.module.css';

/** The class names of a plain Material-looking table (a native table, styled). */
export const tableClasses = {
  table: styles.table,
  clickableRow: styles.clickableRow,
  emptyCell: styles.emptyCell,
};

interface SortLabelProps {
  active: boolean;
  direction: 'asc' | 'desc';
  onClick: () => void;
  children: ReactNode;
}

/** A column header's sort button (its th carries aria-sort), without MUI's code. */
export function SortLabel({ active, direction, onClick, children }: SortLabelProps) {
  const classes = classNames(
    styles.sortLabel,
    active && styles.active,
    direction === 'desc' && styles.desc,
  );
  return (
    <button type="button" className={classes} onClick={onClick}>
      {children}
      <ArrowDownwardIcon className={styles.sortArrow} width={18} height={18} />
    </button>
  );
}
