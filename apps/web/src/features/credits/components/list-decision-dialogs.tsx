import { useState } from 'react';
import type { DecisionBody, LeadCreditItem } from '@client-admin/contracts/credits';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { useToast } from '../../../lib/toast';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useDecideCredits } from '../api/decide-credits';
import { creditFailure } from '../utils/credit-failure';
import type { Denial } from '../utils/denial-form';
import { ApproveCreditsDialog } from './approve-credits-dialog';
import { DenyCreditsDialog } from './deny-credits-dialog';

/** Credits of the list about to be approved or denied. */
export interface ListDecision {
  approve: boolean;
  credits: readonly Pick<LeadCreditItem, 'id' | 'price'>[];
}

interface ListDecisionDialogsProps {
  decision: ListDecision;
  onClose: () => void;
  /** After the API took the decision (the list reloads by itself). */
  onDecided: () => void;
}

/** Approves after a confirmation, or denies with a reason and a description, in one decision. */
export function ListDecisionDialogs({ decision, onClose, onDecided }: ListDecisionDialogsProps) {
  const decide = useDecideCredits();
  const keyFor = useIdempotencyKey();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const pendingCredits = decision.credits.map((credit) => credit.id);

  const send = (body: DecisionBody, onFailure: (error: unknown) => void) => {
    setRefusal(null);
    decide.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDecided();
        },
        onError: onFailure,
      },
    );
  };

  if (decision.approve) {
    return (
      <ApproveCreditsDialog
        prices={decision.credits.map((credit) => credit.price)}
        busy={decide.isPending}
        onClose={onClose}
        onConfirm={() =>
          send({ pendingCredits, isApproved: true }, (error) => {
            toast.error(creditFailure(M.failedToApprove, error));
            onClose();
          })
        }
      />
    );
  }
  const deny = (denial: Denial) =>
    send(
      {
        pendingCredits,
        isApproved: false,
        denialReason: denial.reason,
        denialDescription: denial.description,
      },
      (error) => setRefusal(creditFailure(M.failedToDeny, error)),
    );
  return (
    <DenyCreditsDialog
      count={pendingCredits.length}
      busy={decide.isPending}
      refusal={refusal}
      onSubmit={deny}
      onClose={onClose}
    />
  );
}
