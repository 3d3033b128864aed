import styles from './spinner.module.css';

/** A Material-looking circular progress (something loads), without MUI's code. */
export function Spinner({ label, size = 40 }: { label: string; size?: number }) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={styles.spinner}
      style={{ width: size, height: size }}
    >
      <svg viewBox="22 22 44 44" width={size} height={size} aria-hidden="true">
        <circle className={styles.circle} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
