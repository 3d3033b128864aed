import { Spinner } from './plain/spinner';
import styles from './page-loading.module.css';

export function PageLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  );
}
