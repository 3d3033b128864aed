import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the header; visible only when focused. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      Skip to content
    </a>
  );
}
