import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { serviceOfParam } from '@client-admin/domain/channel-service-types';
import { isCorporate } from '@client-admin/domain/client-types';
import { PageLoading } from '../../../../components/page-loading';
import { useAuth } from '../../../../lib/auth/use-auth';
import { errorMessage } from '../../../../lib/error-message';
import type { SignupChannelEditorProps } from '../../../../lib/signup-channel-editor';
import { useNewSignupChannel } from '../../api/get-new-channel';
import { toChannelFormValues } from '../../utils/channel-form-values';
import { EDITOR_MESSAGES } from '../../utils/editor-messages';
import { DraftFiltersEditor } from '../filters/draft-filters-editor';
import { ChannelEditorForm } from './channel-editor-form';
import { ChannelEditorLayout } from './channel-editor-layout';
import { formSections, type ChannelEditorContext } from './editor-context';
import { EditorSection } from './editor-section';
import type { ChannelEditorParts } from './editor-parts';

const FILTERS_SECTION = { id: 'filters', title: 'Filters' };

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
  filters: startFilters,
  submitLabel,
  onSave,
  parts,
  start,
}: SignupChannelEditorProps & { parts: ChannelEditorParts; start: Record<string, unknown> }) {
  const { flags } = useAuth();
  const [filters, setFilters] = useState(startFilters);
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
    <ChannelEditorLayout sections={[...formSections(editor), FILTERS_SECTION]}>
      <ChannelEditorForm
        editor={editor}
        parts={parts}
        defaultValues={toChannelFormValues(start)}
        submitLabel={submitLabel}
        onSubmit={async (values, { allowLeave }) => {
          allowLeave();
          onSave(values, filters);
        }}
        after={
          <EditorSection id={FILTERS_SECTION.id} title={FILTERS_SECTION.title}>
            <DraftFiltersEditor filters={filters} onChange={setFilters} />
          </EditorSection>
        }
      />
    </ChannelEditorLayout>
  );
}
