import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { CreateGroupBalanceTransferRequest } from '@client-admin/contracts/billing';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { FormTextField } from '../../../lib/form/form-text-field';
import { useCreateGroupBalanceTransfer } from '../api/create-group-balance-transfer';
import { amountText } from '../utils/amount-text';
import { AmountField } from './amount-field';
import { FormDialog } from '../../../components/form-dialog';
import { useLedgerWrite } from './use-ledger-write';
import { ProductRadioField } from './product-radio-field';

const formFor = (clientId: number) =>
  z.object({
    TargetClientId: z
      .string()
      .trim()
      .regex(/^[1-9]\d*$/, M.targetClientRequired)
      .transform(Number)
      .refine((id) => id !== clientId, M.transferToItself),
    Service: z.number(),
    Amount: amountText,
    Description: z.string().trim(),
  });
type FormInput = z.input<ReturnType<typeof formFor>>;
type FormOutput = z.output<ReturnType<typeof formFor>>;
const FIELDS = ['TargetClientId', 'Service', 'Amount', 'Description'];

interface GroupTransferDialogProps {
  clientId: number;
  onClose: () => void;
}

/** Staff: moves money from this client's balance of a product to another client's. */
export function GroupTransferDialog({ clientId, onClose }: GroupTransferDialogProps) {
  const transfer = useCreateGroupBalanceTransfer(clientId);
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formFor(clientId)),
    defaultValues: { TargetClientId: '', Service: PRODUCT_IDS.WEB, Amount: '', Description: '' },
  });
  const { refusal, write } = useLedgerWrite(transfer, {
    fields: FIELDS,
    setError,
    onClose,
  });

  const onSubmit = handleSubmit((values) => {
    const body: CreateGroupBalanceTransferRequest = values;
    write(body);
  });

  return (
    <FormDialog
      title="Group balance transfer"
      submitLabel="Transfer"
      busy={transfer.isPending}
      refusal={refusal}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="TargetClientId"
        label="To client id"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <ProductRadioField control={control} name="Service" label="Product" />
      <AmountField control={control} name="Amount" />
      <FormTextField control={control} name="Description" label="Description" />
    </FormDialog>
  );
}
