import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import { paths } from '../../../config/paths';
import { SupportContact } from '../components/support-contact';
import type { SupportParts } from '../components/support-parts';
import { useSupportClientId } from '../hooks/use-support-client-id';

export default function SupportPage({ parts }: { parts: SupportParts }) {
  const clientId = useSupportClientId();
  const router = useRouter();
  const { ClientPicker } = parts;
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        Support
      </Typography>
      {clientId === null ? (
        <Stack spacing={2}>
          <Alert severity="info">Choose a client to see who supports that client.</Alert>
          <ClientPicker onPick={(id) => void router.navigate({ href: paths.support(id) })} />
        </Stack>
      ) : (
        <>
          <Typography>Questions about your leads, channels or billing? Contact us:</Typography>
          <SupportContact clientId={clientId} />
        </>
      )}
    </Stack>
  );
}
