import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MailOutbox } from '../components/mail-outbox';

export default function MailOutboxPage() {
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Mail outbox
      </Typography>
      <MailOutbox />
    </Stack>
  );
}
