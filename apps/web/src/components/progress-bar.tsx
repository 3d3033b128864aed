import { classNames } from './plain/class-names';
import styles from './progress-bar.module.css';

interface ProgressBarProps {
  /** What is loading or measured, for screen readers. */
  label: string;
  /** 0 to 100 for a measure; absent while something loads (the bar sweeps). */
  value?: number;
  valueText?: string;
  color?: 'primary' | 'secondary' | 'success';
  height?: number;
}

/**
 * A thin progress bar. The first screens draw theirs with this instead of MUI's LinearProgress,
 * whose code would add to every first load (decisions 0026, 0043); the deeper pages keep MUI's.
 */
export function ProgressBar({
  label,
  value,
  valueText,
  color = 'primary',
  height = 4,
}: ProgressBarProps) {
  const measured = value !== undefined;
  const filled = measured ? Math.min(100, Math.max(0, value)) : 40;
  const track = classNames(
    styles.track,
    measured && styles.measured,
    color !== 'primary' && styles[color],
  );
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={measured ? 0 : undefined}
      aria-valuemax={measured ? 100 : undefined}
      aria-valuenow={measured ? Math.round(filled) : undefined}
      aria-valuetext={valueText}
      className={track}
      style={{ height }}
    >
      <div
        className={classNames(styles.fill, !measured && styles.sweeping)}
        style={{ width: `${filled}%` }}
      />
    </div>
  );
}

/**
 * A loading bar over a list that keeps its place while nothing loads (a spacer of the bar's
 * height), so the list does not jump when the bar comes and goes.
 */
export function LoadingBar({ loading, label }: { loading: boolean; label: string }) {
  if (loading) return <ProgressBar label={label} />;
  return <div className={styles.spacer} />;
}
