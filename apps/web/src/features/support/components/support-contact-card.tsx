import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import type { SupportContactResponse } from '@client-admin/contracts/support';

export function SupportContactCard({ contact }: { contact: SupportContactResponse }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="support-contact-heading">
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography id="support-contact-heading" variant="h6" component="h2">
              {contact.teamName ?? 'Customer support'}
            </Typography>
            {contact.isElite && <Chip label="Elite support" color="secondary" size="small" />}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PhoneIcon aria-hidden fontSize="small" />
            <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EmailIcon aria-hidden fontSize="small" />
            <Link href={`mailto:${contact.email}`} sx={{ overflowWrap: 'anywhere' }}>
              {contact.email}
            </Link>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
