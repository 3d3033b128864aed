import Alert from '@mui/material/Alert';
import type { ChannelDraftInput, ChannelServiceTypeParam } from '@client-admin/contracts/channels';
import { serviceOfParam } from '@client-admin/domain/channel-service-types';
import { isCorporate } from '@client-admin/domain/client-types';
import type { SignupChannelOwner } from '@client-admin/contracts/signup';
import { PageLoading } from '../../../../components/page-loading';
import { useAuth } from '../../../../lib/auth/use-auth';
import { errorMessage } from '../../../../lib/error-message';
import { useNewSignupChannel } from '../../api/get-new-channel';
import { toChannelFormValues } from '../../utils/channel-form-values';
import { EDITOR_MESSAGES } from '../../utils/editor-messages';
import { ChannelEditorForm } from './channel-editor-form';
import { ChannelEditorLayout } from './channel-editor-layout';
import { formSections, type ChannelEditorContext } from './editor-context';
import type { ChannelEditorParts } from './editor-parts';

export interface SignupChannelEditorProps {
  service: ChannelServiceTypeParam;
  owner: SignupChannelOwner;
  /** The signup's channel being changed; null drafts a new one. */
  channel: ChannelDraftInput | null;
  submitLabel: string;
  onSave: (channel: ChannelDraftInput) => void;
}

/**
 * The channel editor in signup mode: every section of the portal's editor, for a client that does
 * not exist yet. Saving hands the channel to the signup; the channel is made when the client signs.
 */
export function SignupChannelEditor({
  parts,
  ...props
}: SignupChannelEditorProps & { parts: ChannelEditorParts }) {
  if (props.channel) return <SignupEditorForm {...props} parts={parts} start={props.channel} />;
  return <NewSignupChannel {...props} parts={parts} />;
}

function NewSignupChannel(props: SignupChannelEditorProps & { parts: ChannelEditorParts }) {
  const draft = useNewSignupChannel(
    props.service,
    props.owner.parentCompany,
    props.owner.clientType,
  );
  if (draft.error) {
    return <Alert severity="error">{errorMessage(draft.error, EDITOR_MESSAGES.newChannel)}</Alert>;
  }
  if (!draft.data) return <PageLoading label="Loading the new channel" />;
  return <SignupEditorForm {...props} start={draft.data} />;
}

function SignupEditorForm({
  service,
  owner,
  submitLabel,
  onSave,
  parts,
  start,
}: SignupChannelEditorProps & { parts: ChannelEditorParts; start: Record<string, unknown> }) {
  const { flags } = useAuth();
  const editor: ChannelEditorContext = {
    mode: 'signup',
    clientId: null,
    service,
    serviceType: serviceOfParam(service),
    carrier: owner.parentCompany || null,
    isCorporate: isCorporate(owner.clientType),
    isStaff: flags.isStaff,
    agencyEmail: owner.agencyEmail || null,
    channel: null,
  };
  return (
    <ChannelEditorLayout sections={formSections(editor)}>
      <ChannelEditorForm
        editor={editor}
        parts={parts}
        defaultValues={toChannelFormValues(start)}
        submitLabel={submitLabel}
        onSubmit={async (values, { allowLeave }) => {
          allowLeave();
          onSave(values);
        }}
      />
    </ChannelEditorLayout>
  );
}
