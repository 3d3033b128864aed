import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SupportContact } from '../components/support-contact';
import { useSupportClientId } from '../hooks/use-support-client-id';

export default function SupportPage() {
  const clientId = useSupportClientId();
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        Support
      </Typography>
      {clientId === null ? (
        <Alert severity="info">
          Pick a client first (from Client Search) to see who supports that client.
        </Alert>
      ) : (
        <>
          <Typography>Questions about your leads, channels or billing? Contact us:</Typography>
          <SupportContact clientId={clientId} />
        </>
      )}
    </Stack>
  );
}
