import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClientPromo } from '@client-admin/contracts/billing-promos';
import { MESSAGES } from '@client-admin/domain/messages';
import { PageLoading } from '../../../components/page-loading';
import { RecordCard, RecordCardList } from '../../../components/record-card';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useClientPromos } from '../api/get-client-promos';
import { productLabel } from '../utils/line-labels';

const fieldsOf = (promo: ClientPromo) => [
  { label: 'Granted', value: formatDateTime(promo.createdAt) },
  { label: 'Product', value: productLabel(promo.productType) },
  { label: 'Code', value: promo.code },
  {
    label: 'Ledger',
    value: promo.transactionId === null ? 'No money moved' : `Transaction ${promo.transactionId}`,
  },
  ...(promo.description ? [{ label: 'Description', value: promo.description }] : []),
  { label: 'By', value: promo.createdBy },
];

/** The promos granted to the client (decision 0081); each its own ledger entry. */
export function PromosSection({ clientId }: { clientId: number }) {
  const promos = useClientPromos(clientId);
  // Seed 002 §8: a billing read that fails shows a generic toast and empty data.
  useFailureToast(promos.isError, MESSAGES.requestFailed);
  const items = promos.data ?? [];
  return (
    <Box component="section" aria-labelledby="promos-heading">
      <Typography id="promos-heading" variant="h6" component="h2" gutterBottom>
        Promos
      </Typography>
      {promos.isPending && <PageLoading label="Loading promos" />}
      {!promos.isPending && items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No promos granted.
        </Typography>
      )}
      {items.length > 0 && (
        <RecordCardList label="Promos">
          {items.map((promo) => (
            <RecordCard
              key={promo.id}
              title={`${formatPrice(promo.amount)} · ${promo.name}`}
              fields={fieldsOf(promo)}
            />
          ))}
        </RecordCardList>
      )}
    </Box>
  );
}
