import Typography from '@mui/material/Typography';
import { MESSAGES } from '@client-admin/domain/messages';
import { ErrorPageLayout } from './error-page-layout';
import { GoBackButton } from './go-back-button';

export function ForbiddenPage() {
  return (
    <ErrorPageLayout title="Access denied">
      <Typography>{MESSAGES.forbidden}</Typography>
      <Typography color="text.secondary">
        If you think you should have access, ask your administrator for the right role.
      </Typography>
      <GoBackButton />
    </ErrorPageLayout>
  );
}
