import BillingPage from '../../features/billing/pages/billing-page';
import type { BillingParts } from '../../features/billing/components/billing-parts';
import { SignedAgreementSection } from '../../features/signup/components/signed-agreement-section';

/** The billing page's parts of other features: the client's signed agreement. */
const billingParts: BillingParts = { SignedAgreement: SignedAgreementSection };

/** /billing and /billing/{clientId}. */
export default function BillingRoute() {
  return <BillingPage parts={billingParts} />;
}
