import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import type { GroupBalanceTransfer, Transaction } from '@client-admin/contracts/billing';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import { FormDialog } from '../../../components/form-dialog';
import { PageLoading } from '../../../components/page-loading';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { FormTextField } from '../../../lib/form/form-text-field';
import { serverMessage } from '../../../lib/server-message';
import { useGroupBalanceTransfer } from '../api/get-group-balance-transfer';
import { useReverseGroupBalanceTransfer } from '../api/reverse-group-balance-transfer';
import { productLabel } from '../utils/line-labels';
import { useLedgerWrite } from './use-ledger-write';

const form = z.object({ Description: z.string().trim() });
type FormValues = z.infer<typeof form>;
const FIELDS = ['Description'];

/** 'client 3', and which of the two is the client shown. */
const clientName = (id: number, shown: number) =>
  `client ${id}${id === shown ? ' (this client)' : ''}`;

/** What the reversal moves: the transfer's amount, back from its receiver to its sender. */
function ReversalSummary({
  transfer,
  clientId,
}: {
  transfer: GroupBalanceTransfer;
  clientId: number;
}) {
  return (
    <>
      <Typography>
        {formatPrice(transfer.Amount)} of the {productLabel(transfer.Service)} balance moves back
        from {clientName(transfer.TargetClientId, clientId)} to{' '}
        {clientName(transfer.SourceClientId, clientId)}.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Transfer {transfer.Id} of {formatDateTime(transfer.CreateDate)}
        {transfer.Description ? `: ${transfer.Description}` : ''}. It can be reversed only once.
      </Typography>
    </>
  );
}

interface ReverseTransferDialogProps {
  /** The client whose billing is shown: the transfer's sender or its receiver. */
  clientId: number;
  /** The transfer's line on that client's balance. */
  line: Transaction;
  onClose: () => void;
}

/** Staff: reverses a group balance transfer after saying what moves back (decision 0083). */
export function ReverseTransferDialog({ clientId, line, onClose }: ReverseTransferDialogProps) {
  const transfer = useGroupBalanceTransfer(clientId, line.Id);
  const reverse = useReverseGroupBalanceTransfer(line.Id);
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(form),
    defaultValues: { Description: '' },
  });
  const { refusal, write } = useLedgerWrite(reverse, {
    fields: FIELDS,
    setError,
    onClose,
    success: M.transferReversed,
    failure: M.failedToReverseTransfer,
  });

  return (
    <FormDialog
      title="Reverse group balance transfer?"
      submitLabel="Reverse"
      busyLabel="Reversing…"
      busy={reverse.isPending}
      submitDisabled={!transfer.data}
      refusal={refusal}
      onSubmit={handleSubmit((values) => write(values))}
      onClose={onClose}
    >
      {transfer.isPending && <PageLoading label="Loading the transfer" />}
      {transfer.isError && (
        <Alert severity="error">{serverMessage(transfer.error) ?? MESSAGES.requestFailed}</Alert>
      )}
      {transfer.data && <ReversalSummary transfer={transfer.data} clientId={clientId} />}
      <FormTextField
        control={control}
        name="Description"
        label="Description"
        helperText={`Optional; left empty: Reversal of group balance transfer ${line.Id}`}
      />
    </FormDialog>
  );
}
