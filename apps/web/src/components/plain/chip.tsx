import { classNames } from './class-names';
import styles from './chip.module.css';

export type ChipColor =
  'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

interface ChipProps {
  label: string;
  color?: ChipColor;
  size?: 'small' | 'medium';
  /** Long labels wrap onto more lines instead of being cut. */
  wrap?: boolean;
}

/** A Material-looking status chip (a label, not a button), without MUI's code. */
export function Chip({ label, color = 'default', size = 'medium', wrap = false }: ChipProps) {
  const classes = classNames(
    styles.chip,
    color !== 'default' && styles[color],
    size === 'small' && styles.small,
    wrap && styles.wrap,
  );
  return <span className={classes}>{label}</span>;
}
