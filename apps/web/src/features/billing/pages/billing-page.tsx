import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import { paths } from '../../../config/paths';
import type { BillingParts } from '../components/billing-parts';
import { ClientBilling } from '../components/client-billing';
import { useBillingClientId } from '../utils/use-billing-client-id';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';

/** /billing and /billing/{clientId}: Payments & Billing (seed 002 §2). */
export default function BillingPage({ parts }: { parts: BillingParts }) {
  const clientId = useBillingClientId();
  const router = useRouter();
  const { ClientPicker } = parts;
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Payments &amp; Billing
      </Typography>
      {clientId === null ? (
        <Stack spacing={2}>
          <Alert severity="info">{M.chooseClient}</Alert>
          <ClientPicker onPick={(id) => void router.navigate({ href: paths.billing(id) })} />
        </Stack>
      ) : (
        <ClientBilling key={clientId} clientId={clientId} parts={parts} />
      )}
    </Stack>
  );
}
