import { useQueryClient } from '@tanstack/react-query';
import { useChannelPackages } from '../../features/channels/api/get-channel-packages';
import { useConsentCompanies } from '../../features/clients/api/get-consent-companies';
import SignupPage from '../../features/signup/pages/signup-page';
import type { SignupEditorParts } from '../../features/signup/components/signup-parts';
import { zipCodeQuery } from '../../features/territory/api/get-zip-code';

/** A zip's look-up through the territory feature's query (cached with its other reads). */
function useZipLookup() {
  const queryClient = useQueryClient();
  return (zip: string) => queryClient.fetchQuery(zipCodeQuery(zip));
}

/** The signup editor's parts of other features: consent companies, package lists, zip look-up. */
const signupEditorParts: SignupEditorParts = {
  useConsentCompanies,
  useChannelPackages,
  useZipLookup,
};

/** /signup/{ioId?}: the signup editor and the pending signups. */
export default function SignupRoute() {
  return <SignupPage parts={signupEditorParts} />;
}
