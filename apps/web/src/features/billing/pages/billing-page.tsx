import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingParts } from '../components/billing-parts';
import { ClientBilling } from '../components/client-billing';
import { useBillingClientId } from '../utils/use-billing-client-id';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';

/** /billing and /billing/{clientId}: Payments & Billing (seed 002 §2). */
export default function BillingPage({ parts }: { parts: BillingParts }) {
  const clientId = useBillingClientId();
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Payments &amp; Billing
      </Typography>
      {clientId === null ? (
        <Alert severity="info">{M.chooseClient}</Alert>
      ) : (
        <ClientBilling key={clientId} clientId={clientId} parts={parts} />
      )}
    </Stack>
  );
}
