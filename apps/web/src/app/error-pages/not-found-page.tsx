import Typography from '@mui/material/Typography';
import { MESSAGES } from '@client-admin/domain/messages';
import { ErrorPageLayout } from './error-page-layout';
import { GoBackButton } from './go-back-button';

/** Seed 000 §2.2: the 404 text, the optional missing resource, and Go back. */
export function NotFoundPage({ resource }: { resource?: string | undefined }) {
  return (
    <ErrorPageLayout title="Page not found">
      <Typography>{MESSAGES.notFoundPage}</Typography>
      {resource && (
        <Typography color="error" sx={{ fontWeight: 600 }}>
          {resource}
        </Typography>
      )}
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
