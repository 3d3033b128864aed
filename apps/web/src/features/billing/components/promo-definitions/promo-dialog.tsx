import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { PromoItem } from '@client-admin/contracts/billing-money';
import { promoDefinitionRequest } from '@client-admin/contracts/billing-promos';
import {
  PROMO_CODE_PATTERN,
  PROMO_DEFINITION_MESSAGES as D,
} from '@client-admin/domain/billing/promo-definitions';
import { FormDialog } from '../../../../components/form-dialog';
import { applyRefusedFields } from '../../../../lib/form/apply-server-errors';
import { FormSelectField } from '../../../../lib/form/form-select-field';
import { FormTextField } from '../../../../lib/form/form-text-field';
import { ApiError } from '../../../../lib/http';
import { useToast } from '../../../../lib/toast';
import { useCreatePromo } from '../../api/create-promo';
import { useUpdatePromo } from '../../api/update-promo';
import { amountChoice, amountOfChoice, PROMO_AMOUNT_OPTIONS } from '../../utils/promo-amount';

const form = z.object({
  // The server upper-cases the code too; checking it as sent keeps the message the same.
  code: z.string().trim().toUpperCase().regex(PROMO_CODE_PATTERN, D.codeFormat),
  name: promoDefinitionRequest.shape.name,
  amount: z.string().min(1, D.amountRequired),
});
type FormInput = z.input<typeof form>;
type FormOutput = z.output<typeof form>;
/** The fields a 400 of createpromo or of a promo's POST names. */
const FIELDS = ['code', 'name', 'amount'];

interface PromoDialogProps {
  /** The defined promo to rename or reprice; absent for a new one. */
  promo?: PromoItem;
  onClose: () => void;
}

/** Staff: defines a promo (code, name, one of the promo costs or custom), or changes one. */
export function PromoDialog({ promo, onClose }: PromoDialogProps) {
  const toast = useToast();
  const create = useCreatePromo();
  const update = useUpdatePromo();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(form),
    defaultValues: {
      code: promo?.code ?? '',
      name: promo?.name ?? '',
      amount: promo ? amountChoice(promo.amount) : '',
    },
  });

  const callbacks = {
    onSuccess: () => {
      toast.success(promo ? D.saved : D.created);
      onClose();
    },
    onError: (error: unknown) => {
      if (applyRefusedFields(error, FIELDS, setError) > 0) return;
      // A 409 (a taken code, a built-in promo) and any other answer say why in their text.
      setRefusal(error instanceof ApiError && error.status !== 0 ? error.message : D.failedToSave);
    },
  };

  const onSubmit = handleSubmit(({ code, name, amount }) => {
    setRefusal(null);
    const body = { name, amount: amountOfChoice(amount) };
    if (promo) update.mutate({ code: promo.code, body }, callbacks);
    else create.mutate({ code, ...body }, callbacks);
  });

  return (
    <FormDialog
      title={promo ? `Edit promo ${promo.code}` : 'New promo'}
      submitLabel={promo ? 'Save' : 'Create promo'}
      busy={create.isPending || update.isPending}
      refusal={refusal}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="code"
        label="Code"
        required={!promo}
        readOnly={!!promo}
        helperText={promo ? 'A promo keeps its code' : '3 to 20 capital letters and digits'}
        slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
      />
      <FormTextField control={control} name="name" label="Name" required />
      <FormSelectField
        control={control}
        name="amount"
        label="Amount"
        required
        options={PROMO_AMOUNT_OPTIONS}
        helperText="One of the promo costs, or custom"
      />
    </FormDialog>
  );
}
