import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TitledSection } from '../../../components/titled-section';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';
import { formatDateTime } from '../../../lib/format';
import { useSignedContract } from '../api/get-contract';

/**
 * The client's signed agreement on its billing page, when it came in through a signup: who signed
 * and when, and the way to its terms and PDF. Nothing for a client without one.
 */
export function SignedAgreementSection({ clientId }: { clientId: number }) {
  const contract = useSignedContract(clientId);
  if (!contract.data) return null;
  const { approvalName, signedAt } = contract.data;
  return (
    <TitledSection title="Signed agreement">
      <Typography>
        Signed electronically by {approvalName} on {formatDateTime(signedAt)}.
      </Typography>
      <div>
        <Button variant="outlined" component={AppLink} href={paths.reviewTerms(clientId)}>
          Review terms
        </Button>
      </div>
    </TitledSection>
  );
}
