import styles from './avatar.module.css';

/** A round badge with a person's initials, without MUI's code. */
export function Avatar({ initials }: { initials: string }) {
  return <span className={styles.avatar}>{initials}</span>;
}
