import { useConsentCompanies } from '../../features/clients/api/get-consent-companies';
import { SignupChannelEditor } from '../../features/channels/components/editor/signup-channel-editor';
import SignupPage from '../../features/signup/pages/signup-page';
import type { SignupEditorParts } from '../../features/signup/components/signup-parts';
import type { SignupChannelEditorProps } from '../../lib/signup-channel-editor';
import { channelEditorParts } from './channel-editor-parts';

/** The channel editor in signup mode, with the territory editor the channel pages use. */
function ChannelEditor(props: SignupChannelEditorProps) {
  return <SignupChannelEditor {...props} parts={channelEditorParts} />;
}

/** The signup editor's parts of other features: consent companies and the channel editor. */
const signupEditorParts: SignupEditorParts = {
  useConsentCompanies,
  ChannelEditor,
};

/** /signup/{ioId?}: the signup editor and the pending signups. */
export default function SignupRoute() {
  return <SignupPage parts={signupEditorParts} />;
}
