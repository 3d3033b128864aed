import type { ComponentType } from 'react';

/**
 * What the billing page takes from other features, composed in app/ (a feature imports no other
 * feature): the signup feature's signed agreement of the client, when it has one.
 */
export interface BillingParts {
  SignedAgreement: ComponentType<{ clientId: number }>;
}
