import BillingPage from '../../features/billing/pages/billing-page';
import type { BillingParts } from '../../features/billing/components/billing-parts';
import { SignedAgreementSection } from '../../features/signup/components/signed-agreement-section';
import { ClientPickerPart } from './client-picker-part';

/**
 * The billing page's parts of other features: the client's signed agreement, and the clients
 * feature's picker for staff on /billing without a client.
 */
const billingParts: BillingParts = {
  SignedAgreement: SignedAgreementSection,
  ClientPicker: ClientPickerPart,
};

/** /billing and /billing/{clientId}. */
export default function BillingRoute() {
  return <BillingPage parts={billingParts} />;
}
