import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { MESSAGES } from '@client-admin/domain/messages';
import { useSupportContact } from '../api/get-support-contact';
import { SupportContactCard } from './support-contact-card';

export function SupportContact({ clientId }: { clientId: number }) {
  const { data, isPending, error } = useSupportContact(clientId);
  if (isPending) {
    return <Skeleton variant="rounded" height={140} aria-label="Loading support contact" />;
  }
  if (error) return <Alert severity="error">{error.message || MESSAGES.requestFailed}</Alert>;
  return <SupportContactCard contact={data} />;
}
