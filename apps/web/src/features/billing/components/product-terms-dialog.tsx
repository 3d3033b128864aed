import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Card } from '@client-admin/contracts/billing-cards';
import type { ProductData } from '@client-admin/contracts/billing-products';
import { isProductType, PRODUCT_NAMES } from '@client-admin/domain/billing/billing-constants';
import { CHARGE_DAYS, RECHARGE_AMOUNTS } from '@client-admin/domain/billing/payment-terms';
import {
  BILLING_TYPE_LIST,
  BILLING_TYPES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PRODUCT_TERMS_MESSAGES as M,
} from '@client-admin/domain/billing/product-terms';
import { hasWholeCents } from '@client-admin/domain/money';
import { applyServerErrors } from '../../../lib/form/apply-server-errors';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useUpdateProducts } from '../api/update-products';
import { FormDialog } from '../../../components/form-dialog';

const optionalDollars = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+(\.\d+)?$/.test(v) && hasWholeCents(Number(v))), {
      message: `${label} must be an amount with at most two decimals`,
    });

const form = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    chargeDay: z.string(),
    rechargeAmount: z.string(),
    rechargeThreshold: optionalDollars('Recharge threshold'),
    spendLimit: optionalDollars('Spend limit'),
    billingType: z.enum(BILLING_TYPES),
    paymentId: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'CHARGE_DAY' && v.chargeDay === '')
      ctx.addIssue({ code: 'custom', path: ['chargeDay'], message: M.chargeDay });
    if (v.method === 'RECHARGE' && v.rechargeAmount === '')
      ctx.addIssue({ code: 'custom', path: ['rechargeAmount'], message: M.rechargeAmount });
  });
type FormValues = z.infer<typeof form>;

const valuesOf = (p: ProductData): FormValues => ({
  method: p.paymentTerms.method,
  chargeDay: p.paymentTerms.chargeDay === null ? '' : String(p.paymentTerms.chargeDay),
  rechargeAmount:
    p.paymentTerms.rechargeAmount === null ? '' : String(p.paymentTerms.rechargeAmount),
  rechargeThreshold: String(p.paymentTerms.rechargeThreshold),
  spendLimit: p.spendLimit === null ? '' : String(p.spendLimit),
  billingType: p.billingType,
  paymentId: p.paymentId === null ? '' : String(p.paymentId),
});

const toProduct = (productId: number, v: FormValues): ProductData => ({
  productId,
  paymentId: v.paymentId === '' ? null : Number(v.paymentId),
  paymentTerms: {
    method: v.method,
    chargeDay: v.method === 'CHARGE_DAY' ? Number(v.chargeDay) : null,
    rechargeAmount: v.method === 'RECHARGE' ? Number(v.rechargeAmount) : null,
    rechargeThreshold: v.rechargeThreshold === '' ? 0 : Number(v.rechargeThreshold),
  },
  spendLimit: v.spendLimit === '' ? null : Number(v.spendLimit),
  billingType: v.billingType,
});

const ordinal = (day: number) => (day === 1 ? '1st' : `${day}th`);
const FIELD_PATHS: Record<string, keyof FormValues> = {
  'paymentTerms.chargeDay': 'chargeDay',
  'paymentTerms.rechargeAmount': 'rechargeAmount',
  'paymentTerms.rechargeThreshold': 'rechargeThreshold',
  spendLimit: 'spendLimit',
  billingType: 'billingType',
  paymentId: 'paymentId',
};

interface ProductTermsDialogProps {
  clientId: number;
  product: ProductData;
  /** Every product's terms: the PUT sends them all, this one changed. */
  products: ProductData[];
  cards: Card[];
  onClose: () => void;
}

/** Staff: one product's payment terms (seed 002 §9). */
export function ProductTermsDialog({
  clientId,
  product,
  products,
  cards,
  onClose,
}: ProductTermsDialogProps) {
  const toast = useToast();
  const update = useUpdateProducts(clientId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(form),
    defaultValues: valuesOf(product),
  });
  const method = useWatch({ control, name: 'method' });
  const name = isProductType(product.productId) ? PRODUCT_NAMES[product.productId] : '';
  const index = products.findIndex((p) => p.productId === product.productId);

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    const body = products.map((p) =>
      p.productId === product.productId ? toProduct(p.productId, values) : p,
    );
    update.mutate(body, {
      onSuccess: () => {
        toast.success(M.productsUpdated);
        onClose();
      },
      onError: (error) => {
        const errors = error instanceof ApiError ? error.errors : undefined;
        const mine = Object.fromEntries(
          Object.entries(errors ?? {})
            .filter(([path]) => path.startsWith(`${index}.`))
            .map(([path, message]) => [
              FIELD_PATHS[path.slice(`${index}.`.length)] ?? path,
              message,
            ]),
        );
        const placed = applyServerErrors(mine, Object.keys(form.shape), setError);
        if (placed === 0) setRefusal(error instanceof ApiError ? error.message : M.failed);
      },
    });
  });

  return (
    <FormDialog
      title={`${name} payment terms`}
      submitLabel="Save"
      busy={update.isPending}
      refusal={refusal}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="method"
        label="Payment terms"
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
      />
      {method === 'CHARGE_DAY' && (
        <FormSelectField
          control={control}
          name="chargeDay"
          label="Charge day"
          options={CHARGE_DAYS.map((d) => ({ value: String(d), label: `The ${ordinal(d)}` }))}
        />
      )}
      {method === 'RECHARGE' && (
        <>
          <FormSelectField
            control={control}
            name="rechargeAmount"
            label="Recharge amount"
            options={RECHARGE_AMOUNTS.map((a) => ({
              value: String(a),
              label: `$${a.toLocaleString('en-US')}`,
            }))}
          />
          <FormTextField
            control={control}
            name="rechargeThreshold"
            label="Recharge when the balance falls below ($)"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </>
      )}
      <FormTextField
        control={control}
        name="spendLimit"
        label="Spend limit ($, empty for none)"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormSelectField
        control={control}
        name="billingType"
        label="Billing"
        options={BILLING_TYPE_LIST.map((b) => ({ value: b.id, label: b.name }))}
      />
      <FormSelectField
        control={control}
        name="paymentId"
        label="Card"
        options={[
          { value: '', label: cards.length ? 'Primary card' : 'No card on file' },
          ...cards.map((c) => ({
            value: String(c.paymentId),
            label: `${c.brand} ${c.cardNumberDisplay}`,
          })),
        ]}
      />
    </FormDialog>
  );
}
