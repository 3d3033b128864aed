import { CARD_NUMBER_MAX_LENGTH, CARD_ZIP_LENGTH, MAX_CARDS } from './card-constants';
import { isExpirationPast, parseExpiration } from './card-expiration';
import { CARD_MESSAGES as M } from './card-messages';

/**
 * The digits of a card number as people type it ("4111 1111 1111 1111", "4111-1111-..."), or
 * null when it holds anything but digits, spaces and dashes.
 */
export function cardNumberDigits(typed: string): string | null {
  return /^[\d\s-]*$/.test(typed) ? typed.replace(/[\s-]/g, '') : null;
}

/** The card form of seed 002 §2 (add and edit); the card number only when adding. */
export interface CardFormValues {
  firstName: string;
  lastName: string;
  cardNumber: string;
  expiration: string;
  companyName: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
}

const REQUIRED: [keyof CardFormValues, string][] = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['expiration', 'Expiration Date'],
  ['address1', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'Postal Code'],
];

/**
 * Seed 002 §6: first name, last name, card number (when adding), expiration, address, city,
 * state and zip are required; the expiration is not in the past; zip 5 digits; card number at
 * most 16 digits, typed with or without spaces and dashes between them. Each field's first fault; an empty object when the form is good.
 */
export function cardFormErrors(
  values: CardFormValues,
  mode: 'add' | 'edit',
  today: { year: number; month: number },
): Partial<Record<keyof CardFormValues, string>> {
  const errors: Partial<Record<keyof CardFormValues, string>> = {};
  for (const [field, label] of REQUIRED) {
    if (values[field].trim() === '') errors[field] = M.required(label);
  }
  if (mode === 'add') {
    const digits = cardNumberDigits(values.cardNumber);
    if (digits === '') errors.cardNumber = M.required('Card Number');
    else if (digits === null || digits.length > CARD_NUMBER_MAX_LENGTH) {
      errors.cardNumber = M.cardNumberDigits;
    }
  }
  if (!errors.expiration) {
    const expiration = parseExpiration(values.expiration);
    if (!expiration) errors.expiration = M.expirationFormat;
    else if (isExpirationPast(expiration, today)) errors.expiration = M.expirationPast;
  }
  if (!errors.zip && !new RegExp(`^\\d{${CARD_ZIP_LENGTH}}$`).test(values.zip.trim())) {
    errors.zip = M.zipDigits;
  }
  return errors;
}

/** Seed 002 §4: at the limit a card cannot be added. */
export const isAtCardLimit = (activeCards: number) => activeCards >= MAX_CARDS;

/** Seed 002 §4, §6: at the limit, customer service is alerted for client users, never for staff. */
export const alertsCustomerService = (activeCards: number, isStaff: boolean) =>
  isAtCardLimit(activeCards) && !isStaff;
