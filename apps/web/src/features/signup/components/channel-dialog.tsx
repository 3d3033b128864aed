import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ChannelServiceTypeParam } from '@client-admin/contracts/channels';
import type { SignupChannelOwner } from '@client-admin/contracts/signup';
import { serviceParamsFor } from '@client-admin/domain/channel-service-types';
import type { SignupChannel } from '../utils/signup-form-values';
import type { SignupEditorParts } from './signup-parts';

const SERVICE_LABELS: Record<ChannelServiceTypeParam, string> = {
  Web: 'Web leads',
  Call: 'Call leads',
  CallCampaign: 'Call campaign',
};

interface ChannelDialogProps {
  /** The channel edited; null adds one. */
  channel: SignupChannel | null;
  owner: SignupChannelOwner;
  parts: SignupEditorParts;
  newKey: () => string;
  onSave: (channel: SignupChannel) => void;
  onClose: () => void;
}

/**
 * A signup's channel in the portal's channel editor (signup mode), full screen: a new channel
 * first takes its service type, then every section of the editor. Saving puts it in the signup.
 */
export function ChannelDialog({
  channel,
  owner,
  parts,
  newKey,
  onSave,
  onClose,
}: ChannelDialogProps) {
  const titleId = useId();
  const [service, setService] = useState<ChannelServiceTypeParam | null>(
    channel?.serviceType ?? null,
  );
  const { ChannelEditor } = parts;
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {channel ? 'Edit channel' : 'Add channel'}
        {service && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {SERVICE_LABELS[service]}
          </Typography>
        )}
        <IconButton
          aria-label="Close"
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {service ? (
          <ChannelEditor
            service={service}
            owner={owner}
            channel={channel?.channel ?? null}
            filters={channel?.filters ?? []}
            submitLabel={channel ? 'Save channel' : 'Add channel'}
            onSave={(input, filters) =>
              onSave({
                key: channel?.key ?? newKey(),
                serviceType: service,
                channel: input,
                filters,
              })
            }
          />
        ) : (
          <Stack spacing={2} role="group" aria-label="Service type">
            <Typography>What does the client buy through this channel?</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {serviceParamsFor(owner.clientType).map((choice) => (
                <Button key={choice} variant="outlined" onClick={() => setService(choice)}>
                  {SERVICE_LABELS[choice]}
                </Button>
              ))}
            </Stack>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
