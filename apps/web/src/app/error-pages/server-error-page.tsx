import { MESSAGES } from '@client-admin/domain/messages';
import { ErrorPageLayout, ErrorPageText } from './error-page-layout';
import { GoBackButton } from './go-back-button';

export function ServerErrorPage({ errorId }: { errorId: string }) {
  return (
    <ErrorPageLayout title="Something went wrong">
      <ErrorPageText>{MESSAGES.requestFailed}</ErrorPageText>
      <ErrorPageText secondary>
        Error id: <strong>{errorId}</strong>
      </ErrorPageText>
      <GoBackButton />
    </ErrorPageLayout>
  );
}
