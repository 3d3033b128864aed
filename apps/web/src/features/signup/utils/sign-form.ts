import type { Resolver } from 'react-hook-form';
import { signContractRequest } from '@client-admin/contracts/signup';
import { cardFormErrors, type CardFormValues } from '@client-admin/domain/billing/cards/card-form';

/** The signing form: the signature, and the card when the deposits go on one. */
export interface SignFormValues {
  approvalName: string;
  initials: string;
  consentToSignElectronically: boolean;
  card: CardFormValues;
}

export const blankSignForm = (): SignFormValues => ({
  approvalName: '',
  initials: '',
  consentToSignElectronically: false,
  card: {
    firstName: '',
    lastName: '',
    cardNumber: '',
    expiration: '',
    companyName: '',
    address1: '',
    city: '',
    state: '',
    zip: '',
  },
});

const signature = signContractRequest.pick({
  approvalName: true,
  initials: true,
  consentToSignElectronically: true,
});

type FieldError = { type: string; message: string };

/** The contract's rules for the signature, and the card form's rules when a card is taken. */
export const signFormResolver =
  (withCard: boolean, today: { year: number; month: number }): Resolver<SignFormValues> =>
  (values) => {
    const errors: Record<string, FieldError | Record<string, FieldError>> = {};
    const parsed = signature.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        errors[field] ??= { type: 'rule', message: issue.message };
      }
    }
    if (withCard) {
      const card = Object.entries(cardFormErrors(values.card, 'add', today)).map(
        ([field, message]) => [field, { type: 'rule', message }] as const,
      );
      if (card.length) errors.card = Object.fromEntries(card);
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as never };
  };

/** Where a 400 of the signature names a field: the form's own name for it, or null. */
export function signFormField(path: string): string | null {
  if (['approvalName', 'initials', 'consentToSignElectronically'].includes(path)) return path;
  const [head, field] = path.split('.');
  if (head !== 'card' || !field) return null;
  if (field === 'monthExpires' || field === 'yearExpires') return 'card.expiration';
  if (field === 'opaqueData') return 'card.cardNumber';
  const known = ['firstName', 'lastName', 'companyName', 'address1', 'city', 'state', 'zip'];
  return known.includes(field) ? `card.${field}` : null;
}
