import { tokenizeCard } from '../../features/billing/utils/card-vault';
import SignContractPage from '../../features/signup/pages/sign-contract-page';
import type { CardVaultParts } from '../../features/signup/components/signup-parts';

/** The billing feature's card vault, for the card the deposits are charged to at signing. */
const cardVault: CardVaultParts = { tokenizeCard };

/** /signup/sign-contract/{token}: the client signs, no login. */
export default function SignContractRoute() {
  return <SignContractPage vault={cardVault} />;
}
