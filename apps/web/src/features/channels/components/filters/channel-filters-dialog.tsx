import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { ChannelFiltersEditor } from './channel-filters-editor';

interface ChannelFiltersDialogProps {
  channel: ChannelSummary;
  onClose: () => void;
}

export function ChannelFiltersDialog({ channel, onClose }: ChannelFiltersDialogProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="channel-filters-title">
      <DialogTitle id="channel-filters-title">Filters of {channel.name}</DialogTitle>
      <DialogContent>
        <ChannelFiltersEditor channelId={channel.id} callType={channel.callType} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
