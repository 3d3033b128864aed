import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GroupBalanceTransfer } from '@client-admin/contracts/billing';
import { MESSAGES } from '@client-admin/domain/messages';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { PageLoading } from '../../../components/page-loading';
import { RecordCard, RecordCardList } from '../../../components/record-card';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useGroupBalanceTransfers } from '../api/get-group-balance-transfers';
import { productLabel } from '../utils/line-labels';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';

const direction = (transfer: GroupBalanceTransfer, clientId: number) =>
  transfer.SourceClientId === clientId
    ? `Sent to client ${transfer.TargetClientId}`
    : `Received from client ${transfer.SourceClientId}`;

/** The group balance transfers the client sent or received (seed 002 §2). */
export function GroupTransfersSection({ clientId }: { clientId: number }) {
  const transfers = useGroupBalanceTransfers(clientId);
  // Seed 002 §8: a billing read that fails shows a generic toast and empty data.
  useFailureToast(transfers.isError, MESSAGES.requestFailed);
  const items = transfers.data ?? [];

  return (
    <Box component="section" aria-labelledby="group-transfers-heading">
      <Typography id="group-transfers-heading" variant="h6" component="h2" gutterBottom>
        Group balance transfers
      </Typography>
      {transfers.isPending && <PageLoading label="Loading group balance transfers" />}
      {!transfers.isPending && items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {M.noGroupTransfers}
        </Typography>
      )}
      {items.length > 0 && (
        <RecordCardList label="Group balance transfers">
          {items.map((transfer) => (
            <RecordCard
              key={transfer.Id}
              title={`${formatPrice(transfer.Amount)} · ${direction(transfer, clientId)}`}
              fields={[
                { label: 'Date', value: formatDateTime(transfer.CreateDate) },
                { label: 'Product', value: productLabel(transfer.Service) },
                { label: 'Description', value: transfer.Description },
              ]}
            />
          ))}
        </RecordCardList>
      )}
    </Box>
  );
}
