import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import { ChannelDiagnostics } from './channel-diagnostics';

/** The channel list's "Why am I not getting leads?" for one channel. */
export function DiagnosticsDialog({
  channel,
  onClose,
}: {
  channel: ChannelSummary;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="diagnostics-title">
      <DialogTitle id="diagnostics-title">
        {M.diagnosticsTitle} {channel.customName || channel.name}
      </DialogTitle>
      <DialogContent>
        <ChannelDiagnostics channelId={channel.id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
