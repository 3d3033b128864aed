import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PROMO_DEFINITION_MESSAGES as D } from '@client-admin/domain/billing/promo-definitions';
import { PROMO_MESSAGES as P } from '@client-admin/domain/billing/promos';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { usePromos } from '../api/get-promos';
import { useGrantPromo, useZeroPromo } from '../api/grant-promo';
import { amountText } from '../utils/amount-text';
import { AmountField } from './amount-field';
import { ProductRadioField } from './product-radio-field';
import { useLedgerWrite } from './use-ledger-write';

const form = z.object({
  PromoCode: z.string().trim().min(1, P.codeRequired),
  Service: z.number(),
  Amount: z.string(),
  Description: z.string().trim(),
});
type FormValues = z.infer<typeof form>;
const FIELDS = ['PromoCode', 'Service', 'Amount', 'Description'];

/**
 * Staff: grants the client a promo of the list (seed 002 §9 costs): a fixed promo moves its cost,
 * the custom one the amount typed, each as its own ledger entry; the $0 promo moves nothing.
 */
export function GrantPromoDialog({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  const grant = useGrantPromo(clientId);
  const zero = useZeroPromo(clientId);
  const promos = usePromos(true);
  useFailureToast(promos.isError, P.failedToLoad);
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(form),
    defaultValues: { PromoCode: '', Service: PRODUCT_IDS.WEB, Amount: '', Description: '' },
  });
  const code = useWatch({ control, name: 'PromoCode' });
  const chosen = promos.data?.find((p) => p.code === code);
  const isZero = chosen?.amount === 0;
  const granting = useLedgerWrite(grant, {
    fields: FIELDS,
    setError,
    onClose,
    failure: (text) => `${D.failedToGrant}: ${text}`,
  });
  const zeroing = useLedgerWrite(zero, {
    fields: FIELDS,
    setError,
    onClose,
    failure: (text) => `${D.failedToGrant}: ${text}`,
  });

  const onSubmit = handleSubmit((values) => {
    const base = {
      PromoCode: values.PromoCode,
      Service: values.Service,
      Description: values.Description,
    };
    if (isZero) return zeroing.write({ ...base, clientId });
    if (chosen && chosen.amount !== null) return granting.write(base);
    const amount = amountText.safeParse(values.Amount);
    if (!amount.success) {
      setError('Amount', { message: amount.error.issues[0]?.message ?? P.codeRequired });
      return;
    }
    granting.write({ ...base, Amount: amount.data });
  });

  return (
    <FormDialog
      title="Grant promo"
      submitLabel="Grant"
      busy={grant.isPending || zero.isPending}
      refusal={granting.refusal ?? zeroing.refusal}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="PromoCode"
        label="Promo"
        options={(promos.data ?? []).map((p) => ({
          value: p.code,
          label: `${p.name}${p.amount === null ? '' : ` · $${p.amount}`}`,
        }))}
      />
      <ProductRadioField control={control} name="Service" label="Product" />
      {chosen?.amount === null && <AmountField control={control} name="Amount" />}
      <FormTextField control={control} name="Description" label="Description" />
    </FormDialog>
  );
}
