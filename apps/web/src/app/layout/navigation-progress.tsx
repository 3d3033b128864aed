import { useRouterState } from '@tanstack/react-router';
import { ProgressBar } from '../../components/progress-bar';
import styles from './navigation-progress.module.css';

/** A thin bar at the top of the page while the router loads the next page. */
export function NavigationProgress() {
  const loading = useRouterState({
    select: (state) => state.status === 'pending' || state.isLoading,
  });
  if (!loading) return null;
  return (
    <div className={styles.bar}>
      <ProgressBar label="Loading page" color="secondary" />
    </div>
  );
}
