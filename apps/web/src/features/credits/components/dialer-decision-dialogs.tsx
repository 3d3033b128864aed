import { useState } from 'react';
import type { LeadCreditDetail } from '@client-admin/contracts/credits';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { useToast } from '../../../lib/toast';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useApproveCredit } from '../api/approve-credit';
import { useDenyCredit } from '../api/deny-credit';
import { creditFailure } from '../utils/credit-failure';
import type { Denial } from '../utils/denial-form';
import { ApproveCreditsDialog } from './approve-credits-dialog';
import { DenyCreditsDialog } from './deny-credits-dialog';

interface DialerDecisionDialogsProps {
  approve: boolean;
  lead: LeadCreditDetail;
  onClose: () => void;
  /** After the API took the decision (the next lead loads by itself). */
  onDecided: () => void;
}

/** The dialer's decision on its lead: approve after a confirmation, or deny with a reason. */
export function DialerDecisionDialogs({
  approve,
  lead,
  onClose,
  onDecided,
}: DialerDecisionDialogsProps) {
  const approval = useApproveCredit();
  const denial = useDenyCredit();
  const keyFor = useIdempotencyKey();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const decided = (answer: { message: string }) => {
    toast.success(answer.message);
    onDecided();
  };

  if (approve) {
    const confirm = () => {
      const request = { leadId: lead.leadId, leadType: lead.serviceType };
      approval.mutate(
        { ...request, idempotencyKey: keyFor(request) },
        {
          onSuccess: decided,
          onError: (error) => {
            toast.error(creditFailure(M.failedToApprove, error));
            onClose();
          },
        },
      );
    };
    return (
      <ApproveCreditsDialog
        prices={[lead.price]}
        busy={approval.isPending}
        onConfirm={confirm}
        onClose={onClose}
      />
    );
  }
  const deny = (body: Denial) => {
    setRefusal(null);
    denial.mutate(
      { leadId: lead.leadId, body },
      {
        onSuccess: decided,
        onError: (error) => setRefusal(creditFailure(M.failedToDeny, error)),
      },
    );
  };
  return (
    <DenyCreditsDialog
      count={1}
      busy={denial.isPending}
      refusal={refusal}
      onSubmit={deny}
      onClose={onClose}
    />
  );
}
