import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@client-admin/domain/messages';
import { STATEMENT_MESSAGES as M } from '@client-admin/domain/billing/statements/statement-constants';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { PageLoading } from '../../../components/page-loading';
import { RecordCard, RecordCardList } from '../../../components/record-card';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCancelStatementSummaries } from '../api/get-cancel-statement-summaries';

/** The client's cancellation statements: the effective date and each product's final balance. */
export function CancelStatementSummaries({ clientId }: { clientId: number }) {
  const summaries = useCancelStatementSummaries(clientId);
  // Seed 002 §8: a billing read that fails shows a generic toast and empty data.
  useFailureToast(summaries.isError, MESSAGES.requestFailed);
  const items = summaries.isError ? [] : (summaries.data ?? []);

  return (
    <Box component="section" aria-labelledby="cancel-statements-heading">
      <Typography id="cancel-statements-heading" variant="subtitle1" component="h3" gutterBottom>
        Cancel statement summaries
      </Typography>
      {summaries.isPending && <PageLoading label="Loading cancel statement summaries" />}
      {!summaries.isPending && items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {M.noCancelStatements}
        </Typography>
      )}
      {items.length > 0 && (
        <RecordCardList label="Cancel statement summaries">
          {items.map((summary) => (
            <RecordCard
              key={summary.id}
              title={`Cancellation effective ${formatDate(summary.effectiveDate)}`}
              fields={[
                { label: 'From', value: formatDate(summary.periodStart) },
                { label: 'Written', value: formatDateTime(summary.createDate) },
                ...summary.balances.map((b) => ({
                  label: `${b.productName} final balance`,
                  value: formatPrice(b.balance),
                })),
              ]}
            />
          ))}
        </RecordCardList>
      )}
    </Box>
  );
}
