import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Card } from '@client-admin/contracts/billing-cards';
import {
  CARD_NUMBER_TYPED_MAX_LENGTH,
  CARD_ZIP_LENGTH,
} from '@client-admin/domain/billing/cards/card-constants';
import { parseExpiration } from '@client-admin/domain/billing/cards/card-expiration';
import {
  cardFormErrors,
  cardNumberDigits,
  type CardFormValues,
} from '@client-admin/domain/billing/cards/card-form';
import { CARD_MESSAGES as M } from '@client-admin/domain/billing/cards/card-messages';
import { US_STATES } from '@client-admin/domain/us-states';
import { ExpirationFields, todayMonth } from '../../../components/expiration-fields';
import { FormDialog } from '../../../components/form-dialog';
import { applyServerErrors } from '../../../lib/form/apply-server-errors';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useAddCard } from '../api/add-card';
import { useAuthnet } from '../api/get-authnet';
import { useUpdateCard } from '../api/update-card';
import { providerMessages, tokenizeCard, type VaultMessage } from '../utils/card-vault';
import { ProviderMessages } from './provider-messages';

const FIELDS: readonly (keyof CardFormValues)[] = [
  'firstName',
  'lastName',
  'cardNumber',
  'expiration',
  'companyName',
  'address1',
  'city',
  'state',
  'zip',
];

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.abbreviation, label: s.name }));

const resolverFor =
  (mode: 'add' | 'edit'): Resolver<CardFormValues> =>
  (values) => {
    const errors = cardFormErrors(values, mode, todayMonth());
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [field, { type: 'rule', message }]),
      ),
    };
  };

/** A new card's billing address, when the flow that opens the form has just confirmed one. */
export type CardBillingAddress = Pick<CardFormValues, 'address1' | 'city' | 'state' | 'zip'>;

const valuesOf = (card: Card | null, address?: CardBillingAddress): CardFormValues => ({
  firstName: card?.firstName ?? '',
  lastName: card?.lastName ?? '',
  cardNumber: card ? card.cardNumberDisplay : '',
  expiration: card?.expiration ?? '',
  companyName: card?.companyName ?? '',
  address1: card?.address1 ?? address?.address1 ?? '',
  city: card?.city ?? address?.city ?? '',
  state: card?.state ?? address?.state ?? '',
  zip: card?.zip ?? address?.zip ?? '',
});

interface CardFormDialogProps {
  clientId: number;
  /** The card being edited; null adds one. */
  card: Card | null;
  /** Staff see the call-recording warning (seed 002 §2, §6). */
  isStaff: boolean;
  /** The dialog's title when another flow opens the form (the reactivation's add-card step). */
  title?: string;
  /** A new card's billing address to start from (the reactivation's confirmed address). */
  address?: CardBillingAddress;
  onClose: () => void;
}

interface Refusal {
  message: string;
  messages: VaultMessage[];
}

/**
 * The card form of seed 002 §2, §5 (add and edit). Adding, the card goes to the vault's script
 * in the browser and only its one-time token goes to our API; editing, the number is locked.
 */
export function CardFormDialog({
  clientId,
  card,
  isStaff,
  title,
  address,
  onClose,
}: CardFormDialogProps) {
  const mode = card ? 'edit' : 'add';
  const toast = useToast();
  const authnet = useAuthnet();
  const add = useAddCard(clientId);
  const update = useUpdateCard(clientId);
  const [tokenizing, setTokenizing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { control, handleSubmit, setError } = useForm<CardFormValues>({
    resolver: resolverFor(mode),
    defaultValues: valuesOf(card, address),
  });
  const busy = tokenizing || add.isPending || update.isPending;
  const failed = mode === 'add' ? M.addFailed : M.updateFailed;

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) {
      setRefusal({ message: error.message, messages: providerMessages(error.errors) });
      return;
    }
    const placed =
      error instanceof ApiError && error.status === 400
        ? applyServerErrors(error.errors, FIELDS, setError)
        : 0;
    if (placed === 0) {
      setRefusal({
        message: error instanceof ApiError && error.status === 409 ? error.message : failed,
        messages: [],
      });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    const expiration = parseExpiration(values.expiration)!;
    const holder = {
      clientId,
      firstName: values.firstName,
      lastName: values.lastName,
      companyName: values.companyName,
      address1: values.address1,
      city: values.city,
      state: values.state,
      zip: values.zip,
      ...expiration,
    };
    const done = (answer: { message: string }) => {
      toast.success(answer.message);
      onClose();
    };
    if (card) {
      update.mutate(
        { ...holder, paymentId: card.paymentId },
        { onSuccess: done, onError: refused },
      );
      return;
    }
    if (!authnet.data) {
      setRefusal({ message: failed, messages: [] });
      return;
    }
    setTokenizing(true);
    let token;
    try {
      token = await tokenizeCard(authnet.data, {
        cardNumber: cardNumberDigits(values.cardNumber)!,
        month: String(expiration.monthExpires).padStart(2, '0'),
        year: String(expiration.yearExpires),
        zip: values.zip.trim(),
        fullName: `${values.firstName} ${values.lastName}`.trim(),
      });
    } catch {
      token = null;
    } finally {
      setTokenizing(false);
    }
    if (!token) {
      setRefusal({ message: failed, messages: [] });
      return;
    }
    if (!token.ok) {
      setRefusal({ message: failed, messages: token.messages });
      return;
    }
    add.mutate({ ...holder, opaqueData: token.opaqueData }, { onSuccess: done, onError: refused });
  });

  return (
    <FormDialog
      title={title ?? (card ? 'Edit card' : 'Add card')}
      submitLabel={card ? 'Save card' : 'Add card'}
      busy={busy}
      refusal={null}
      maxWidth="sm"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      {isStaff && <Alert severity="warning">{M.callRecordingWarning}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="firstName" label="First Name" required />
        <FormTextField control={control} name="lastName" label="Last Name" required />
      </Box>
      <FormTextField
        control={control}
        name="cardNumber"
        label="Card Number"
        required={!card}
        disabled={!!card}
        autoComplete={card ? 'off' : 'cc-number'}
        slotProps={{
          htmlInput: { maxLength: CARD_NUMBER_TYPED_MAX_LENGTH, inputMode: 'numeric' },
        }}
      />
      <ExpirationFields control={control} name="expiration" />
      <FormTextField control={control} name="companyName" label="Company Name" />
      <FormTextField control={control} name="address1" label="Address" required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <FormTextField control={control} name="city" label="City" required />
        <FormSelectField
          control={control}
          name="state"
          label="State"
          options={STATE_OPTIONS}
          required
        />
        <FormTextField
          control={control}
          name="zip"
          label="Postal Code"
          required
          slotProps={{
            htmlInput: { maxLength: CARD_ZIP_LENGTH, inputMode: 'numeric', pattern: '\\d*' },
          }}
        />
      </Box>
      {refusal && <ProviderMessages message={refusal.message} messages={refusal.messages} />}
    </FormDialog>
  );
}
