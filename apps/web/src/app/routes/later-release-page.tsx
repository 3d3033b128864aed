import { Surface } from '../../components/plain/surface';
import text from '../../components/plain/text.module.css';
import styles from './plain-page.module.css';

/** The screen of an area built in a later release: its name, guard and client loading are real. */
export function LaterReleasePage({ title }: { title: string }) {
  return (
    <Surface className={styles.panel}>
      <h1 className={`${text.h1} ${styles.headingGutter}`}>{title}</h1>
      <p className={`${styles.text} ${text.secondary}`}>
        This area arrives in a later release of the portal.
      </p>
    </Surface>
  );
}

export const laterRelease = (title: string) =>
  function LaterRelease() {
    return <LaterReleasePage title={title} />;
  };
