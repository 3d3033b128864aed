import { useState } from 'react';
import { useParams } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ChannelDetail } from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { PageFrame } from '../../../components/page-frame';
import { PageLoading } from '../../../components/page-loading';
import { errorMessage } from '../../../lib/error-message';
import { useChannel } from '../api/get-channel';
import { useEditChannel } from '../api/save-channel';
import { ChannelEditorForm } from '../components/editor/channel-editor-form';
import { CallScheduleSection, SCHEDULE_SECTION } from '../components/editor/call-schedule-section';
import { ChannelEditorLayout } from '../components/editor/channel-editor-layout';
import { formSections, type ChannelEditorContext } from '../components/editor/editor-context';
import { EditorSection } from '../components/editor/editor-section';
import { INTAKE_MESSAGES } from '@client-admin/domain/lead-flow/intake-messages';
import { DiagnosticsSection } from '../components/diagnostics/diagnostics-section';
import { HistorySection } from '../components/editor/history-section';
import type { ChannelEditorParts } from '../components/editor/editor-parts';
import { useEditorContext } from '../components/editor/use-editor-context';
import { useSaveError } from '../components/editor/use-save-error';
import { ChannelFiltersEditor } from '../components/filters/channel-filters-editor';
import { toChannelFormValues, toEditInput } from '../utils/channel-form-values';
import { EDITOR_MESSAGES } from '../utils/editor-messages';
import { serviceParamOfChannel } from '@client-admin/domain/channel-service-types';

/** The editor's parts of other features come from app/, which composes this page. */
export default function ChannelEditPage({ parts }: { parts: ChannelEditorParts }) {
  const params = useParams({ strict: false }) as {
    clientId?: string;
    clientQuoteTypeId?: string;
  };
  const clientId = Number(params.clientId);
  const channelId = Number(params.clientQuoteTypeId);
  const channel = useChannel(channelId);

  return (
    <PageFrame
      title={channel.data ? `Edit ${channel.data.name}` : 'Edit channel'}
      action={
        <Button component={AppLink} href={paths.client.channels(clientId)}>
          Back to channels
        </Button>
      }
    >
      {channel.isPending && <PageLoading label="Loading channel" />}
      {channel.error && (
        <Alert severity="error">
          {errorMessage(channel.error, CHANNEL_MESSAGES.channelNotFound)}
        </Alert>
      )}
      {channel.data && (
        <EditChannel
          clientId={clientId}
          parts={parts}
          channel={channel.data}
          reload={async () => {
            await channel.refetch();
          }}
        />
      )}
    </PageFrame>
  );
}

const EXTRA_SECTIONS = [
  { id: 'filters', title: 'Filters' },
  { id: 'diagnostics', title: INTAKE_MESSAGES.diagnosticsTitle },
  { id: 'history', title: 'History' },
];

/** Sections beside the form, saved by their own buttons: a call channel's schedule first. */
const extraSections = (channel: ChannelDetail) =>
  channel.serviceType === 'Call' ? [SCHEDULE_SECTION, ...EXTRA_SECTIONS] : EXTRA_SECTIONS;

interface EditChannelProps {
  clientId: number;
  channel: ChannelDetail;
  parts: ChannelEditorParts;
  reload: () => Promise<void>;
}

function EditChannel({ clientId, channel, parts, reload }: EditChannelProps) {
  const toast = useToast();
  const [conflict, setConflict] = useState<string | null>(null);
  const { editor: base, clientError } = useEditorContext(
    clientId,
    channel.serviceType === 'Web' ? 'Web' : 'Call',
    channel,
    parts.useAccount,
  );
  const editor: ChannelEditorContext | null = base && {
    ...base,
    service: serviceParamOfChannel(channel.serviceType, base.isCorporate),
  };
  const edit = useEditChannel(clientId, editor?.service ?? 'Web', channel.estimateAmount);
  const onSaveError = useSaveError(channel.serviceType);

  if (clientError) return <Alert severity="error">{errorMessage(clientError)}</Alert>;
  if (!editor) return <PageLoading label="Loading channel" />;

  return (
    <ChannelEditorLayout sections={[...formSections(editor), ...extraSections(channel)]}>
      {conflict && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              onClick={() => {
                void reload().then(() => setConflict(null));
              }}
            >
              Reload
            </Button>
          }
        >
          {conflict}
        </Alert>
      )}
      <ChannelEditorForm
        // A new version (saved here, or reloaded after a conflict) starts the form afresh.
        key={`${channel.id}-${channel.version}`}
        editor={editor}
        parts={parts}
        defaultValues={toChannelFormValues(channel)}
        submitLabel="Save channel"
        onSubmit={async (values, { setError }) => {
          try {
            await edit.mutateAsync(toEditInput(values, channel));
            setConflict(null);
            toast.success(EDITOR_MESSAGES.channelSaved);
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) setConflict(error.message);
            else onSaveError(error, setError);
          }
        }}
      />
      {channel.serviceType === 'Call' && (
        <CallScheduleSection clientId={clientId} channel={channel} />
      )}
      <EditorSection id="filters" title="Filters">
        <ChannelFiltersEditor channelId={channel.id} callType={channel.callType} />
      </EditorSection>
      <DiagnosticsSection channelId={channel.id} />
      <HistorySection channelId={channel.id} />
    </ChannelEditorLayout>
  );
}
