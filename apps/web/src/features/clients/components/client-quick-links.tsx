import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';

export function ClientQuickLinks({ clientId }: { clientId: number }) {
  const links = [
    { label: 'Account Info', href: paths.client.account(clientId) },
    { label: 'Lead Channels', href: paths.client.channels(clientId) },
    { label: 'Leads', href: paths.client.leads(clientId) },
    { label: 'Vacation Pause', href: paths.client.pause(clientId) },
    { label: 'Payments & Billing', href: paths.billing(clientId) },
    { label: 'Support', href: `${paths.support()}?clientId=${clientId}` },
  ];
  return (
    <Stack
      component="nav"
      aria-label="Quick links"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {links.map((link) => (
        <Button key={link.label} variant="outlined" component={AppLink} href={link.href}>
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
