import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { CreateTransactionRequest } from '@client-admin/contracts/billing';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { MOVEMENT_KINDS } from '@client-admin/domain/billing/movement-kinds';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { useCreateTransaction } from '../api/create-transaction';
import { useTransactionTypes } from '../api/get-transaction-types';
import { amountText } from '../utils/amount-text';
import { AmountField } from './amount-field';
import { MoneyFormDialog } from './money-form-dialog';
import { useLedgerWrite } from './use-ledger-write';
import { ProductRadioField } from './product-radio-field';

const form = z.object({
  TypeCode: z.enum(MOVEMENT_KINDS, M.unknownTransactionType),
  Service: z.number(),
  Amount: amountText,
  Description: z.string().trim(),
  CardCheckNumber: z.string().trim(),
  PromoCode: z.string().trim(),
});
type FormInput = z.input<typeof form>;
type FormOutput = z.output<typeof form>;
const FIELDS = Object.keys(form.shape);

const toBody = (clientId: number, values: FormOutput): CreateTransactionRequest => ({
  ClientId: clientId,
  TypeCode: values.TypeCode,
  Service: values.Service,
  Amount: values.Amount,
  Description: values.Description,
  CardCheckNumber: values.TypeCode === 'DEPOSIT' ? values.CardCheckNumber || null : null,
  PromoCode: values.TypeCode === 'PROMO' ? values.PromoCode || null : null,
});

interface CreateTransactionDialogProps {
  clientId: number;
  onClose: () => void;
}

/** Staff: a deposit, charge, credit, promo or subsidy (the types the API lets staff create). */
export function CreateTransactionDialog({ clientId, onClose }: CreateTransactionDialogProps) {
  const types = useTransactionTypes();
  const create = useCreateTransaction(clientId);
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(form),
    defaultValues: {
      TypeCode: 'DEPOSIT',
      Service: PRODUCT_IDS.WEB,
      Amount: '',
      Description: '',
      CardCheckNumber: '',
      PromoCode: '',
    },
  });
  const { refusal, write } = useLedgerWrite(create, {
    fields: FIELDS,
    setError,
    onClose,
    success: M.transactionCreated,
  });
  const typeCode = useWatch({ control, name: 'TypeCode' });
  const options = (types.data ?? [])
    .filter((type) => type.manual)
    .map((type) => ({ value: type.code, label: type.description }));

  const onSubmit = handleSubmit((values) => {
    const body = toBody(clientId, values);
    write(body);
  });

  return (
    <MoneyFormDialog
      title="Create transaction"
      submitLabel="Create"
      busy={create.isPending}
      refusal={refusal}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormSelectField control={control} name="TypeCode" label="Type" options={options} />
      <ProductRadioField control={control} name="Service" label="Product" />
      <AmountField control={control} name="Amount" />
      <FormTextField control={control} name="Description" label="Description" />
      {typeCode === 'DEPOSIT' && (
        <FormTextField control={control} name="CardCheckNumber" label="Check number" />
      )}
      {typeCode === 'PROMO' && (
        <FormTextField control={control} name="PromoCode" label="Promo code" />
      )}
    </MoneyFormDialog>
  );
}
