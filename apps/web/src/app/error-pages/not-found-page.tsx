import { MESSAGES } from '@client-admin/domain/messages';
import { ErrorPageLayout, ErrorPageText } from './error-page-layout';
import { GoBackButton } from './go-back-button';
import styles from './error-page.module.css';

/** Seed 000 §2.2: the 404 text, the optional missing resource, and Go back. */
export function NotFoundPage({ resource }: { resource?: string | undefined }) {
  return (
    <ErrorPageLayout title="Page not found">
      <ErrorPageText>{MESSAGES.notFoundPage}</ErrorPageText>
      {resource && <p className={styles.resource}>{resource}</p>}
      <GoBackButton />
    </ErrorPageLayout>
  );
}

/** The router's not-found component: reads the resource text a guard or loader attached. */
export function RouteNotFound({ data }: { data?: unknown }) {
  const resource =
    typeof data === 'object' &&
    data !== null &&
    'resource' in data &&
    typeof data.resource === 'string'
      ? data.resource
      : undefined;
  return <NotFoundPage resource={resource} />;
}
