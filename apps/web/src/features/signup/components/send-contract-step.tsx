import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SendIcon from '@mui/icons-material/Send';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Signup } from '@client-admin/contracts/signup';
import { FormTextField } from '../../../lib/form/form-text-field';
import { formatDateTime } from '../../../lib/format';
import { usePromotions } from '../api/get-promotions';
import type { SignupChannel, SignupFormValues } from '../utils/signup-form-values';
import { SignupSummary } from './signup-summary';

interface SendContractStepProps {
  signup: Signup | null;
  readOnly: boolean;
  sending: boolean;
  /** When the last Send Contract of this visit says the link expires. */
  expiresAt: string | null;
  channelName: (channel: SignupChannel) => string;
  onSend: () => void;
}

/**
 * Step 5, Send Contract: the whole signup to check, and the button that mails the client the
 * link to sign. The step's errors (every step's) are listed above it by the editor.
 */
export function SendContractStep({
  signup,
  readOnly,
  sending,
  expiresAt,
  channelName,
  onSend,
}: SendContractStepProps) {
  const { control } = useFormContext<SignupFormValues>();
  const fields = useWatch({ control }) as SignupFormValues;
  const sentAt = signup?.contractSentAt ?? null;
  const promotions = usePromotions(fields.client.parentCompany);
  const promoName = promotions.data?.find((p) => p.promoId === fields.promoId)?.promoName ?? null;

  return (
    <Stack spacing={3}>
      <SignupSummary fields={fields} channelName={channelName} promoName={promoName} />
      <FormTextField
        control={control}
        name="notes"
        label="Notes"
        multiline
        minRows={2}
        disabled={readOnly}
      />
      {signup?.signedAt && (
        <Alert severity="success">The client signed on {formatDateTime(signup.signedAt)}.</Alert>
      )}
      {sentAt && !signup?.signedAt && (
        <Alert severity="info" role="status">
          Contract sent {formatDateTime(sentAt)}
          {expiresAt ? `; the link expires ${formatDateTime(expiresAt)}` : ''}.
        </Alert>
      )}
      {!readOnly && (
        <Stack direction="row">
          <Button variant="contained" startIcon={<SendIcon />} disabled={sending} onClick={onSend}>
            {sending ? 'Sending…' : sentAt ? 'Send Contract again' : 'Send Contract'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
