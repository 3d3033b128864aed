import { MESSAGES } from '@client-admin/domain/messages';
import { ErrorPageLayout, ErrorPageText } from './error-page-layout';
import { GoBackButton } from './go-back-button';

export function ForbiddenPage() {
  return (
    <ErrorPageLayout title="Access denied">
      <ErrorPageText>{MESSAGES.forbidden}</ErrorPageText>
      <ErrorPageText secondary>
        If you think you should have access, ask your administrator for the right role.
      </ErrorPageText>
      <GoBackButton />
    </ErrorPageLayout>
  );
}
