import Typography from '@mui/material/Typography';
import { MESSAGES } from '@client-admin/domain/messages';
import { ErrorPageLayout } from './error-page-layout';
import { GoBackButton } from './go-back-button';

export function ServerErrorPage({ errorId }: { errorId: string }) {
  return (
    <ErrorPageLayout title="Something went wrong">
      <Typography>{MESSAGES.requestFailed}</Typography>
      <Typography color="text.secondary">
        Error id: <strong>{errorId}</strong>
      </Typography>
      <GoBackButton />
    </ErrorPageLayout>
  );
}
