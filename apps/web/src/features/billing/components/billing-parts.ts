import type { ComponentType } from 'react';

/**
 * What the billing page takes from other features, composed in app/ (a feature imports no other
 * feature): the signup feature's signed agreement of the client, when it has one, and the clients
 * feature's picker, for staff on /billing without a client (it shows nothing to anyone who may
 * not search clients).
 */
export interface BillingParts {
  SignedAgreement: ComponentType<{ clientId: number }>;
  ClientPicker: ComponentType<{ onPick: (clientId: number) => void }>;
}
