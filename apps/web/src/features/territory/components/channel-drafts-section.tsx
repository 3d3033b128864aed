import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { refusedRows } from '../../../lib/form/refused-fields';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useCreateLutChannels } from '../api/create-lut-channels';
import { useChannelsEstimate } from '../api/estimate-channels';
import type { DraftChannel } from '../utils/draft-channel';
import { DraftChannelList } from './draft-channel-list';
import { TitledSection } from '../../../components/titled-section';
import { UpsellFields, type Upsell } from './upsell-fields';

interface ChannelDraftsSectionProps {
  clientId: number;
  drafts: DraftChannel[];
  onRemove: (key: string) => void;
}

/** The channels drawn so far, their estimates and total, and creating them all at once. */
export function ChannelDraftsSection({ clientId, drafts, onRemove }: ChannelDraftsSectionProps) {
  const { flags } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [upsell, setUpsell] = useState<Upsell>({ rep: '', promo: '' });
  const estimate = useChannelsEstimate(clientId, drafts);
  const create = useCreateLutChannels(clientId);
  const estimates = estimate.data?.channels.map((c) => c.estimate) ?? null;
  // A refusal names the drafts by their place (channels.1.geoMaps.0): shown on those rows.
  const refused = refusedRows(create.error, 'channels');

  const submit = () =>
    create.mutate(
      {
        drafts,
        upsellRep: flags.isStaff && upsell.rep ? upsell.rep : null,
        upsellPromo: flags.isStaff && upsell.promo.trim() ? upsell.promo.trim() : null,
      },
      {
        onSuccess: ({ channels }) => {
          toast.success(M.channelsCreated(channels.length));
          void navigate({ href: paths.client.channels(clientId) });
        },
        onError: () => toast.error(M.createChannels),
      },
    );

  return (
    <TitledSection title="Channels to create">
      <DraftChannelList
        drafts={drafts}
        estimates={estimates}
        rowErrors={refused}
        onRemove={(key) => {
          // The refusal's rows are those of the drafts it was sent; a removal moves them.
          create.reset();
          onRemove(key);
        }}
      />
      {drafts.length > 0 && (
        <Typography role="status" sx={{ fontWeight: 500 }}>
          {estimate.isError
            ? M.getAddedEstimate
            : estimate.data
              ? `Estimated total: ${estimate.data.total.toLocaleString('en-US')} leads a month`
              : 'Estimating…'}
        </Typography>
      )}
      {flags.isStaff && <UpsellFields value={upsell} onChange={setUpsell} />}
      {create.isError && (
        <Alert severity="error">
          {M.createChannels}
          {serverMessage(create.error) && (
            <Typography variant="body2">{serverMessage(create.error)}</Typography>
          )}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={drafts.length === 0 || create.isPending}
          onClick={submit}
        >
          {create.isPending ? 'Creating…' : 'Create channels'}
        </Button>
      </Stack>
    </TitledSection>
  );
}
