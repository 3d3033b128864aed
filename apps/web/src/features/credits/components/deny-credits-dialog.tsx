import Typography from '@mui/material/Typography';
import { CREDIT_DENIAL_REASONS } from '@client-admin/domain/credits/credit-reasons';
import { ReasonDialog } from '../../../components/reason-dialog';
import { denialForm, type Denial } from '../utils/denial-form';

interface DenyCreditsDialogProps {
  count: number;
  busy: boolean;
  refusal: string | null;
  onSubmit: (denial: Denial) => void;
  onClose: () => void;
}

/** Asks why credits are denied: a denial reason and a description, both needed. */
export function DenyCreditsDialog({ count, ...props }: DenyCreditsDialogProps) {
  return (
    <ReasonDialog
      title={count === 1 ? 'Deny credit' : `Deny ${count} credits`}
      submitLabel="Deny"
      busyLabel="Denying…"
      reasonLabel="Denial reason"
      reasons={CREDIT_DENIAL_REASONS}
      schema={denialForm}
      {...props}
    >
      <Typography variant="body2">
        {count === 1
          ? 'The client keeps the charge for this lead.'
          : `The clients keep the charges for these ${count} leads.`}
      </Typography>
    </ReasonDialog>
  );
}
