import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AddChannelButtons } from './add-channel-buttons';

interface ChannelListEmptyProps {
  clientId: number;
  isCorporate: boolean;
}

export function ChannelListEmpty({ clientId, isCorporate }: ChannelListEmptyProps) {
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h6" component="h2">
          No lead channels yet
        </Typography>
        <Typography color="text.secondary">
          Add a web or call channel to start receiving leads.
        </Typography>
        <AddChannelButtons clientId={clientId} isCorporate={isCorporate} />
      </Stack>
    </Paper>
  );
}
