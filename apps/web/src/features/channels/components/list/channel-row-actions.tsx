import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { CHANNEL_STATUS, isActiveChannel } from '@client-admin/domain/channel-status';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import { paths } from '../../../../config/paths';
import { AppLink } from '../../../../lib/app-link';

export type ChannelAction = 'filters' | 'pause' | 'unpause' | 'clone' | 'testLead' | 'diagnostics';

interface ChannelRowActionsProps {
  channel: ChannelSummary;
  onAction: (action: ChannelAction, channel: ChannelSummary) => void;
}

/**
 * The row's menu: Edit, Filters, Pause or Unpause as the status allows, Clone, Send test lead,
 * and why the channel is not getting leads.
 */
export function ChannelRowActions({ channel, onAction }: ChannelRowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const choose = (action: ChannelAction) => () => {
    close();
    onAction(action, channel);
  };
  const paused = channel.status.toUpperCase() === CHANNEL_STATUS.PAUSE;

  return (
    <>
      <IconButton
        aria-label={`Actions for ${channel.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={AppLink} href={paths.channelEdit(channel.clientId, channel.id)}>
          Edit
        </MenuItem>
        <MenuItem onClick={choose('filters')}>Filters</MenuItem>
        {isActiveChannel(channel.status) && <MenuItem onClick={choose('pause')}>Pause</MenuItem>}
        {paused && <MenuItem onClick={choose('unpause')}>Unpause</MenuItem>}
        <MenuItem onClick={choose('clone')}>Clone</MenuItem>
        <MenuItem onClick={choose('testLead')}>Send test lead</MenuItem>
        <MenuItem onClick={choose('diagnostics')}>{M.diagnosticsTitle}</MenuItem>
      </Menu>
    </>
  );
}
