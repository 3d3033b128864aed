import { Button } from '../../../components/plain/button';
import { paths } from '../../../config/paths';
import styles from './client-quick-links.module.css';

export function ClientQuickLinks({ clientId }: { clientId: number }) {
  const links = [
    { label: 'Account Info', href: paths.client.account(clientId) },
    { label: 'Lead Channels', href: paths.client.channels(clientId) },
    { label: 'Leads', href: paths.client.leads(clientId) },
    { label: 'Vacation Pause', href: paths.client.pause(clientId) },
    { label: 'Payments & Billing', href: paths.billing(clientId) },
    { label: 'Support', href: paths.support(clientId) },
  ];
  return (
    <nav aria-label="Quick links" className={styles.links}>
      {links.map((link) => (
        <Button key={link.label} variant="outlined" href={link.href}>
          {link.label}
        </Button>
      ))}
    </nav>
  );
}
