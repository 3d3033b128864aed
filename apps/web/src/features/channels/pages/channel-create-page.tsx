import { useParams, useNavigate } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ChannelServiceTypeParam } from '@client-admin/contracts/channels';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';
import { useToast } from '../../../lib/toast';
import { PageFrame } from '../../../components/page-frame';
import { PageLoading } from '../../../components/page-loading';
import { useClient } from '../../../lib/current-client';
import { errorMessage } from '../../../lib/error-message';
import { useNewChannel } from '../api/get-new-channel';
import { useCreateChannel } from '../api/save-channel';
import { ChannelEditorForm } from '../components/editor/channel-editor-form';
import { ChannelEditorLayout } from '../components/editor/channel-editor-layout';
import { formSections } from '../components/editor/editor-context';
import type { ChannelEditorParts } from '../components/editor/editor-parts';
import { useEditorContext } from '../components/editor/use-editor-context';
import { useSaveError } from '../components/editor/use-save-error';
import { toAddInput, toChannelFormValues } from '../utils/channel-form-values';
import { EDITOR_MESSAGES } from '../utils/editor-messages';
import { serviceParamsFor, toServiceParam } from '@client-admin/domain/channel-service-types';

const TITLES: Record<ChannelServiceTypeParam, string> = {
  Web: 'Add Web Channel',
  Call: 'Add Call Channel',
  CallCampaign: 'Add Call Campaign',
};

/** The editor's parts of other features come from app/, which composes this page. */
export default function ChannelCreatePage({ parts }: { parts: ChannelEditorParts }) {
  const params = useParams({ strict: false }) as { clientId?: string; serviceType?: string };
  const clientId = Number(params.clientId);
  const service = toServiceParam(params.serviceType);
  return (
    <PageFrame
      title={service ? TITLES[service] : 'Add Lead Channel'}
      action={
        <Button component={AppLink} href={paths.client.channels(clientId)}>
          Back to channels
        </Button>
      }
    >
      {service ? (
        <CreateChannel clientId={clientId} service={service} parts={parts} />
      ) : (
        <ServiceChoice clientId={clientId} />
      )}
    </PageFrame>
  );
}

/** /leads/create-channel/{clientId} without a type: the person picks one. */
function ServiceChoice({ clientId }: { clientId: number }) {
  const client = useClient(clientId);
  const choices = client.data ? serviceParamsFor(client.data.clientType) : [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {choices.map((service) => (
        <Button
          key={service}
          variant="outlined"
          component={AppLink}
          href={paths.createChannel(clientId, service)}
        >
          {TITLES[service]}
        </Button>
      ))}
    </Stack>
  );
}

function CreateChannel({
  clientId,
  service,
  parts,
}: {
  clientId: number;
  service: ChannelServiceTypeParam;
  parts: ChannelEditorParts;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const draft = useNewChannel(service, clientId);
  const { editor, clientError } = useEditorContext(clientId, service, null, parts.useAccount);
  const create = useCreateChannel(clientId, service);
  const onSaveError = useSaveError(service === 'Web' ? 'Web' : 'Call');

  if (clientError) return <Alert severity="error">{errorMessage(clientError)}</Alert>;
  if (draft.error) {
    return <Alert severity="error">{errorMessage(draft.error, EDITOR_MESSAGES.newChannel)}</Alert>;
  }
  if (!editor || !draft.data) return <PageLoading label="Loading the new channel" />;

  return (
    <ChannelEditorLayout sections={formSections(editor)}>
      <ChannelEditorForm
        editor={editor}
        parts={parts}
        defaultValues={toChannelFormValues(draft.data)}
        submitLabel="Create channel"
        onSubmit={async (values, { setError, allowLeave }) => {
          try {
            const saved = await create.mutateAsync(toAddInput(values, clientId));
            allowLeave();
            toast.success(EDITOR_MESSAGES.channelCreated);
            await navigate({ href: paths.channelEdit(clientId, saved.id) });
          } catch (error) {
            onSaveError(error, setError);
          }
        }}
      />
    </ChannelEditorLayout>
  );
}
