import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import type { CreateTransferRequest } from '@client-admin/contracts/billing';
import { PRODUCT_NAMES, type ProductType } from '@client-admin/domain/billing/billing-constants';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { FormTextField } from '../../../lib/form/form-text-field';
import { useCreateTransfer } from '../api/create-transfer';
import { amountText } from '../utils/amount-text';
import { AmountField } from './amount-field';
import { FormDialog } from '../../../components/form-dialog';
import { useLedgerWrite } from './use-ledger-write';
import { ProductRadioField } from './product-radio-field';

const form = z.object({
  Source: z.number(),
  Amount: amountText,
  Description: z.string().trim(),
});
type FormInput = z.input<typeof form>;
type FormOutput = z.output<typeof form>;
const FIELDS = Object.keys(form.shape);

const otherProduct = (product: number): ProductType =>
  product === PRODUCT_IDS.WEB ? PRODUCT_IDS.CALL : PRODUCT_IDS.WEB;

interface TransferDialogProps {
  clientId: number;
  onClose: () => void;
}

/** Staff: moves money between the client's Web and Call balances. */
export function TransferDialog({ clientId, onClose }: TransferDialogProps) {
  const transfer = useCreateTransfer(clientId);
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(form),
    defaultValues: { Source: PRODUCT_IDS.WEB, Amount: '', Description: '' },
  });
  const { refusal, write } = useLedgerWrite(transfer, {
    fields: FIELDS,
    setError,
    onClose,
  });
  const source = useWatch({ control, name: 'Source' });

  const onSubmit = handleSubmit((values) => {
    const body: CreateTransferRequest = {
      ClientId: clientId,
      Source: values.Source,
      Target: otherProduct(values.Source),
      Amount: values.Amount,
      Description: values.Description,
    };
    write(body);
  });

  return (
    <FormDialog
      title="Transfer"
      submitLabel="Transfer"
      busy={transfer.isPending}
      refusal={refusal}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <ProductRadioField control={control} name="Source" label="From" />
      <Typography variant="body2" color="text.secondary">
        To the {PRODUCT_NAMES[otherProduct(source)]} balance
      </Typography>
      <AmountField control={control} name="Amount" />
      <FormTextField control={control} name="Description" label="Description" />
    </FormDialog>
  );
}
