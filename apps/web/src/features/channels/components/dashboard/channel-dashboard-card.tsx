import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { paths } from '../../../../config/paths';
import { AppLink } from '../../../../lib/app-link';
import { useChannelDashboard } from '../../api/get-channel-dashboard';
import { AddChannelButtons } from '../list/add-channel-buttons';
import { ChannelDashboardSummary } from './channel-dashboard-summary';

interface ChannelDashboardCardProps {
  clientId: number;
  isCorporate: boolean;
}

function DashboardEmpty({ clientId, isCorporate }: ChannelDashboardCardProps) {
  return (
    <Stack spacing={2}>
      <Typography>No lead channels yet</Typography>
      <AddChannelButtons clientId={clientId} isCorporate={isCorporate} />
    </Stack>
  );
}

/** The client dashboard's lead channel summary (GET /api/LeadType/dashboard/{clientId}). */
export function ChannelDashboardCard({ clientId, isCorporate }: ChannelDashboardCardProps) {
  const { data, isPending, isError } = useChannelDashboard(clientId);

  let body: ReactNode;
  if (isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label="Loading lead channels" />
      </Box>
    );
  } else if (isError) {
    body = <Alert severity="error">{CHANNEL_MESSAGES.getChannels}</Alert>;
  } else if (data.total === 0) {
    body = <DashboardEmpty clientId={clientId} isCorporate={isCorporate} />;
  } else {
    body = <ChannelDashboardSummary clientId={clientId} dashboard={data} />;
  }

  return (
    <Card variant="outlined" component="section" aria-label="Lead channels">
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction="row"
            useFlexGap
            sx={{
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'space-between',
              alignItems: 'baseline',
            }}
          >
            <Typography variant="h6" component="h2">
              Lead channels
            </Typography>
            <Link component={AppLink} href={paths.client.channels(clientId)}>
              All lead channels
            </Link>
          </Stack>
          {body}
        </Stack>
      </CardContent>
    </Card>
  );
}
