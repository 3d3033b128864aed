import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useToast } from '../../../lib/toast';
import { ledgerRefusal } from '../utils/ledger-refusal';

interface LedgerMutation<B> {
  mutate: (
    input: { body: B; idempotencyKey: string },
    callbacks: {
      onSuccess: (answer: { message?: string }) => void;
      onError: (error: unknown) => void;
    },
  ) => void;
}

interface LedgerWriteOptions<T extends FieldValues> {
  fields: readonly string[];
  setError: UseFormSetError<T>;
  onClose: () => void;
  /** The success toast; the API's own message when not given. */
  success?: string;
  /** The refusal's words around the server's text; 'Failed to create transaction: …' by default. */
  failure?: (serverText: string) => string;
}

/**
 * A money dialog's write: the body goes with the dialog's Idempotency-Key; the answer is toasted
 * and closes the dialog, a refusal lands on the fields or is returned for the dialog to show.
 */
export function useLedgerWrite<B, T extends FieldValues>(
  mutation: LedgerMutation<B>,
  { fields, setError, onClose, success, failure }: LedgerWriteOptions<T>,
) {
  const toast = useToast();
  const keyFor = useIdempotencyKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const write = (body: B) => {
    setRefusal(null);
    mutation.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (answer) => {
          toast.success(success ?? answer.message ?? '');
          onClose();
        },
        onError: (error) =>
          setRefusal(
            ledgerRefusal(error, fields, setError, failure ?? M.failedToCreateTransaction),
          ),
      },
    );
  };
  return { refusal, write };
}
