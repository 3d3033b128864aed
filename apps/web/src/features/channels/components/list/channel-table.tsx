import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { ActionsHeaderCell } from '../../../../lib/table/actions-header-cell';
import { useScreenClass } from '../../../../lib/use-screen-class';
import { CHANNEL_COLUMNS } from './channel-columns';
import { ChannelNameCell } from './channel-name-cell';
import { ChannelRowActions, type ChannelAction } from './channel-row-actions';
import { ScrollCue } from '../../../../components/scroll-cue';

interface ChannelTableProps {
  channels: ChannelSummary[];
  onAction: (action: ChannelAction, channel: ChannelSummary) => void;
}

/** One page of channels: a table, or a card per channel at 500 px and below. */
export function ChannelTable({ channels, onAction }: ChannelTableProps) {
  const xs = useScreenClass('xs');
  if (xs) {
    return (
      <Stack component="ul" spacing={1.5} aria-label="Lead channels" sx={{ p: 0, m: 0 }}>
        {channels.map((channel) => (
          <Paper
            component="li"
            variant="outlined"
            key={channel.id}
            sx={{ p: 2, listStyle: 'none' }}
          >
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <ChannelNameCell channel={channel} />
              <ChannelRowActions channel={channel} onAction={onAction} />
            </Stack>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
              }}
            >
              {CHANNEL_COLUMNS.slice(1).map((column) => (
                <Box key={column.header} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {column.cell(channel)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <ScrollCue label="Lead channels">
        <Table size="small" aria-label="Lead channels">
          <TableHead>
            <TableRow>
              {CHANNEL_COLUMNS.map((column) => (
                <TableCell key={column.header}>{column.header}</TableCell>
              ))}
              <ActionsHeaderCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {channels.map((channel) => (
              <TableRow key={channel.id} hover>
                {CHANNEL_COLUMNS.map((column) => (
                  <TableCell key={column.header}>{column.cell(channel)}</TableCell>
                ))}
                <TableCell align="right">
                  <ChannelRowActions channel={channel} onAction={onAction} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollCue>
    </Paper>
  );
}
