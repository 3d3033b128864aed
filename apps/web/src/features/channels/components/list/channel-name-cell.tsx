import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { isIncompleteChannelName } from '@client-admin/domain/channel-status';
import { paths } from '../../../../config/paths';
import { AppLink } from '../../../../lib/app-link';

/** The name links to the edit page; an incomplete channel says it still needs finishing. */
export function ChannelNameCell({ channel }: { channel: ChannelSummary }) {
  const incomplete = channel.isIncomplete || isIncompleteChannelName(channel.name);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Link component={AppLink} href={paths.channelEdit(channel.clientId, channel.id)}>
          {channel.name}
        </Link>
        {incomplete && <Chip size="small" color="warning" variant="outlined" label="Incomplete" />}
      </Stack>
      {incomplete && (
        <Typography variant="caption" color="text.secondary">
          Open the channel to finish setting it up.
        </Typography>
      )}
    </Stack>
  );
}
