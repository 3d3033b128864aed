import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import type { RefundRequest, Transaction } from '@client-admin/contracts/billing';
import { isProductType } from '@client-admin/domain/billing/billing-constants';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { toCents, toDollars } from '@client-admin/domain/money';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useToast } from '../../../lib/toast';
import { FormTextField } from '../../../lib/form/form-text-field';
import { useCreateRefund } from '../api/create-refund';
import { amountText } from '../utils/amount-text';
import { ledgerRefusal } from '../utils/ledger-refusal';
import { productLabel, typeLabel } from '../utils/line-labels';
import { AmountField } from './amount-field';
import { FormDialog } from '../../../components/form-dialog';

const FIELDS = ['Amount', 'Description'];

const formFor = (leftCents: number) =>
  z.object({
    Amount: amountText.refine((dollars) => toCents(dollars) <= leftCents, M.refundAboveCharge),
    Description: z.string().trim(),
  });
type FormInput = z.input<ReturnType<typeof formFor>>;
type FormOutput = z.output<ReturnType<typeof formFor>>;

interface RefundDialogProps {
  clientId: number;
  line: Transaction;
  /** What is left to refund of the line, in cents. */
  leftCents: number;
  onClose: () => void;
}

/** Staff: refunds up to what is left of a deposit or card charge, after a confirmation. */
export function RefundDialog({ clientId, line, leftCents, onClose }: RefundDialogProps) {
  const toast = useToast();
  const refund = useCreateRefund(clientId);
  const keyFor = useIdempotencyKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RefundRequest | null>(null);
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formFor(leftCents)),
    defaultValues: { Amount: toDollars(leftCents).toFixed(2), Description: '' },
  });
  const product = productLabel(line.Service);

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    setConfirming({
      ClientId: clientId,
      TransactionId: line.Id,
      Amount: values.Amount,
      Description: values.Description,
    });
  });

  const send = (body: RefundRequest) => {
    if (!isProductType(line.Service)) return;
    refund.mutate(
      { productType: line.Service, body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => {
          setConfirming(null);
          setRefusal(ledgerRefusal(error, FIELDS, setError, M.paymentError));
        },
      },
    );
  };

  return (
    <>
      <FormDialog
        title="Refund"
        submitLabel="Refund"
        busy={refund.isPending}
        refusal={refusal}
        onSubmit={onSubmit}
        onClose={onClose}
      >
        <Typography variant="body2">
          {typeLabel(line.TypeCode)} of {formatPrice(line.Amount)} on the {product} balance,{' '}
          {formatDateTime(line.CreateDate)}; {formatPrice(toDollars(leftCents))} left to refund.
        </Typography>
        <AmountField control={control} name="Amount" />
        <FormTextField control={control} name="Description" label="Description" />
      </FormDialog>
      {confirming && (
        <ConfirmDialog
          title={`Refund ${formatPrice(confirming.Amount)}?`}
          confirmLabel="Refund"
          busyLabel="Refunding…"
          busy={refund.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => send(confirming)}
        >
          {formatPrice(confirming.Amount)} leaves the client&apos;s {product} balance.
        </ConfirmDialog>
      )}
    </>
  );
}
