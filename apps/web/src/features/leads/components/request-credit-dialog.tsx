import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { creditRequestBody } from '@client-admin/contracts/credits';
import type { Lead } from '@client-admin/contracts/leads';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { creditReasonsOf } from '@client-admin/domain/credits/credit-reasons';
import { ReasonDialog } from '../../../components/reason-dialog';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useRequestCredit } from '../api/request-credit';

/** The contract's request, asking for a reason before checking it is one of the list. */
const requestForm = creditRequestBody.extend({
  reason: z.string().min(1, M.reasonRequired).pipe(creditRequestBody.shape.reason),
});

interface RequestCreditDialogProps {
  lead: Lead;
  onClose: () => void;
  /** After the request was taken. */
  onRequested: () => void;
}

/** Asks for a credit on a lead: a reason of the lead's type and a description. */
export function RequestCreditDialog({ lead, onClose, onRequested }: RequestCreditDialogProps) {
  const request = useRequestCredit(lead.id);
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = (body: z.output<typeof requestForm>) => {
    setRefusal(null);
    request.mutate(body, {
      onSuccess: () => {
        toast.success(M.creditRequested);
        onRequested();
      },
      onError: (error) => setRefusal(serverMessage(error) ?? errorMessage(error)),
    });
  };
  return (
    <ReasonDialog
      title="Request credit"
      submitLabel="Submit"
      busyLabel="Submitting…"
      reasonLabel="Reason"
      reasons={creditReasonsOf(lead.leadType)}
      schema={requestForm}
      busy={request.isPending}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2">
        {`${lead.leadType} lead from ${lead.channelName}, ${formatPrice(lead.price)}, sold ${formatDateTime(lead.soldAt)}.`}
      </Typography>
    </ReasonDialog>
  );
}
