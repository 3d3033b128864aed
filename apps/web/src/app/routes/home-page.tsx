import { MESSAGES } from '@client-admin/domain/messages';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Surface } from '../../components/plain/surface';
import text from '../../components/plain/text.module.css';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import styles from './plain-page.module.css';

/**
 * '/' for a signed-in user with neither a client nor a staff screen to land on; for a login that
 * signed itself up, when its client could not be made (seed 000 §8).
 */
export function HomePage({ defaultClientFailed }: { defaultClientFailed: boolean }) {
  const { user } = useAuth();
  return (
    <Surface className={styles.panel}>
      <div className={styles.stack}>
        <h1 className={text.h1}>Welcome{user ? `, ${user.firstName}` : ''}</h1>
        {defaultClientFailed && <Alert severity="error">{MESSAGES.failedDefaultClient}</Alert>}
        <p className={`${styles.text} ${text.secondary}`}>
          No client is linked to your login. Use the menu above, or contact support if you expected
          to see your account.
        </p>
        <Button href={paths.support()} variant="outlined">
          Support
        </Button>
      </div>
    </Surface>
  );
}
