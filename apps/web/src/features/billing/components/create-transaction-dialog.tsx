import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { CreateTransactionRequest } from '@client-admin/contracts/billing';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { MOVEMENT_KINDS } from '@client-admin/domain/billing/movement-kinds';
import { applicablePromos, PROMO_MESSAGES as P } from '@client-admin/domain/billing/promos';
import { toCents, toDollars } from '@client-admin/domain/money';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCreateTransaction } from '../api/create-transaction';
import { usePromos } from '../api/get-promos';
import { useTransactionTypes } from '../api/get-transaction-types';
import { amountText } from '../utils/amount-text';
import { AmountField } from './amount-field';
import { FormDialog } from '../../../components/form-dialog';
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
  const { control, handleSubmit, setError, setValue } = useForm<FormInput, unknown, FormOutput>({
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
  const promoCode = useWatch({ control, name: 'PromoCode' });
  const promos = usePromos(typeCode === 'PROMO');
  useFailureToast(promos.isError, P.failedToLoad);
  const offered = applicablePromos(
    (promos.data ?? []).map((p) => ({
      ...p,
      amountCents: p.amount === null ? null : toCents(p.amount),
    })),
  );
  const chosen = offered.find((p) => p.code === promoCode);
  // A promo of a fixed cost moves exactly that: its amount fills the field.
  useEffect(() => {
    if (chosen?.amountCents) setValue('Amount', toDollars(chosen.amountCents).toFixed(2));
  }, [chosen?.amountCents, setValue]);
  const options = (types.data ?? [])
    .filter((type) => type.manual)
    .map((type) => ({ value: type.code, label: type.description }));

  const onSubmit = handleSubmit((values) => {
    const body = toBody(clientId, values);
    write(body);
  });

  return (
    <FormDialog
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
        <FormSelectField
          control={control}
          name="PromoCode"
          label="Promo code"
          options={offered.map((p) => ({ value: p.code, label: `${p.code} · ${p.name}` }))}
        />
      )}
    </FormDialog>
  );
}
