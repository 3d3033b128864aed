import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import type { Transaction } from '@client-admin/contracts/billing';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { DEBOUNCE_MS } from '@client-admin/domain/constants';
import { GROUP_DEBT_MESSAGES as G } from '@client-admin/domain/billing/group-debt';
import { FormTextField } from '../../../lib/form/form-text-field';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { serverMessage } from '../../../lib/server-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useReplaceTransaction } from '../api/replace-transaction';
import { useReplacementCandidates } from '../api/get-replacement-candidates';
import { amountText, parseAmountText } from '../utils/amount-text';
import { productLabel } from '../utils/line-labels';
import { AmountField } from './amount-field';
import { FormDialog } from '../../../components/form-dialog';
import { ReplacementRadioField } from './replacement-radio-field';
import { useLedgerWrite } from './use-ledger-write';

const form = z.object({
  Amount: amountText,
  ReplacementTransactionId: z
    .number({ error: 'Choose the transaction that pays it' })
    .nullable()
    .refine((id) => id !== null, 'Choose the transaction that pays it'),
  Description: z.string().trim(),
});
type FormInput = z.input<typeof form>;
type FormOutput = z.output<typeof form>;
const FIELDS = ['Amount', 'ReplacementTransactionId', 'Description'];

interface ReplaceDebtDialogProps {
  clientId: number;
  /** The group balance transfer the client received. */
  line: Transaction;
  onClose: () => void;
}

/**
 * Staff: a group debt transaction is paid back from one of the client's own deposits or card
 * charges (decision 0040): the amount, the transactions with enough left for it, confirm.
 */
export function ReplaceDebtDialog({ clientId, line, onClose }: ReplaceDebtDialogProps) {
  const replace = useReplaceTransaction(clientId, line.Id);
  const { control, handleSubmit, setError, setValue } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(form),
    defaultValues: {
      Amount: line.Amount.toFixed(2),
      ReplacementTransactionId: null,
      Description: '',
    },
  });
  const { refusal, write } = useLedgerWrite(replace, {
    fields: FIELDS,
    setError,
    onClose,
    success: M.transactionCreated,
    // Seed 002 §8: replacing takes the group debt transaction away.
    failure: (serverText) => `${M.unableToRemoveTransaction} ${serverText}`,
  });
  const typed = useDebouncedValue(useWatch({ control, name: 'Amount' }), DEBOUNCE_MS);
  const parsed = parseAmountText(typed);
  const amount = parsed.ok ? parsed.cents / 100 : null;
  const candidates = useReplacementCandidates(clientId, line.Id, amount);
  const list = candidates.isSuccess ? candidates.data : [];
  const chosen = useWatch({ control, name: 'ReplacementTransactionId' });
  const stale = chosen !== null && candidates.isSuccess && !list.some((c) => c.Id === chosen);
  // A new amount may leave the chosen transaction without enough: it is chosen again.
  useEffect(() => {
    if (stale) setValue('ReplacementTransactionId', null);
  }, [stale, setValue]);

  const onSubmit = handleSubmit((values) =>
    write({
      amount: values.Amount,
      ReplacementTransactionId: values.ReplacementTransactionId!,
      Description: values.Description,
    }),
  );

  return (
    <FormDialog
      title={G.replaceTitle}
      submitLabel="Replace"
      busy={replace.isPending}
      refusal={refusal}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography variant="body2">
        Group balance transfer of {formatPrice(line.Amount)} on the {productLabel(line.Service)}{' '}
        balance, {formatDateTime(line.CreateDate)}.
      </Typography>
      <AmountField control={control} name="Amount" />
      {candidates.isError && (
        <Alert severity="error">
          {M.errorGettingTransactions} {serverMessage(candidates.error)}
        </Alert>
      )}
      {candidates.isSuccess && list.length === 0 && <Alert severity="info">{G.noCandidates}</Alert>}
      {list.length > 0 && (
        <ReplacementRadioField
          control={control}
          name="ReplacementTransactionId"
          candidates={list}
        />
      )}
      <FormTextField control={control} name="Description" label="Description" />
    </FormDialog>
  );
}
