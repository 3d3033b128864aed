import { CARD_NUMBER_MAX_LENGTH, CARD_ZIP_LENGTH } from './card-constants';

/** Card messages: seed 002 §8 word for word, then the form's field messages (ours). */
export const CARD_MESSAGES = {
  cardLimit:
    'You have reached the maximum number of credit cards. Customer Service will reach out to you and assist for further action.',
  cardUpdated: 'Card successfully updated',
  cardAdded: 'Card successfully added',
  updateFailed: 'Oops there was an error updating your card information',
  addFailed: 'Oops there was an error adding your card',
  /** The provider's message codes and texts, with their count. */
  providerErrors: (count: number) =>
    `${count} error${count === 1 ? '' : 's'} from the card provider`,

  required: (field: string) => `${field} is required`,
  cardNumberDigits: `Card number must be at most ${CARD_NUMBER_MAX_LENGTH} digits (spaces and dashes between them are fine)`,
  expirationFormat: 'Expiration date must be MM/YY',
  expirationPast: 'Expiration date cannot be in the past',
  zipDigits: `Postal code must be ${CARD_ZIP_LENGTH} digits`,

  /** Ours: the API's answers around cards (decision 0031). */
  cardNotFound: 'Card not found',
  cardRemoved: 'Card successfully removed',
  primarySet: 'Primary card successfully updated',
  removeFailed: 'Oops there was an error removing your card',
  notAtLimit: 'The client has not reached the maximum number of credit cards',
  alertMessageRequired: 'A message for customer service is required',
  staffNoAlert: 'Staff do not alert customer service',
  alertSent: 'Customer Service has been alerted',
  alertSubject: (clientId: number) =>
    `Client ${clientId} reached the maximum number of credit cards`,
  /** What the browser tells customer service for a client at the card limit. */
  alertMessage: (clientId: number, cards: number) =>
    `Client ${clientId} has ${cards} credit cards on file and tried to add another. Please reach out and assist.`,
  callRecordingWarning:
    'Please pause call recording before taking card details, and resume it afterwards.',
} as const;
