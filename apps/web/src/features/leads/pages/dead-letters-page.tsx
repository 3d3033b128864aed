import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeadLetter } from '@client-admin/contracts/leads';
import { LEADS_PAGE_SIZE } from '@client-admin/domain/leads/leads-constants';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { PagedTable } from '../../../components/paged-table';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useToast } from '../../../lib/toast';
import { useDeadLetters } from '../api/get-dead-letters';
import { useRetryDeadLetter } from '../api/retry-dead-letter';
import { ListStatus } from '../components/list-status';

const DEAD_LETTERS_HEAD = (
  <>
    <TableCell>Client</TableCell>
    <TableCell>Channel</TableCell>
    <TableCell>To</TableCell>
    <TableCell align="right">Attempts</TableCell>
    <TableCell>Last error</TableCell>
    <TableCell>Sold</TableCell>
    <TableCell>Action</TableCell>
  </>
);

/** /dev/dead-letters (developers): lead deliveries that exhausted their retries; retry one. */
export default function DeadLettersPage() {
  const [page, setPage] = useState(0);
  const [retrying, setRetrying] = useState<DeadLetter | null>(null);
  const letters = useDeadLetters({ pageNum: page + 1, pageSize: LEADS_PAGE_SIZE });
  const retry = useRetryDeadLetter();
  const toast = useToast();
  useFailureToast(letters.isError, M.failedToLoadDeadLetters);
  const items = letters.data?.items ?? [];
  const total = letters.data?.metaData.totalRecords ?? 0;

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Dead letter queue
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Lead deliveries that failed after every retry. A retry sends the e-mail again on the next
        run of the delivery job.
      </Typography>
      <ListStatus
        what="failed deliveries"
        isPending={letters.isPending}
        isError={letters.isError}
        errorMessage={M.failedToLoadDeadLetters}
        first={page * LEADS_PAGE_SIZE + 1}
        shown={items.length}
        total={total}
      />
      {items.length > 0 && (
        <PagedTable
          label="Failed deliveries"
          head={DEAD_LETTERS_HEAD}
          total={total}
          page={page}
          pageSize={LEADS_PAGE_SIZE}
          onPage={setPage}
        >
          {items.map((d) => (
            <TableRow key={d.id}>
              <TableCell>{`${d.clientName} (${d.clientId})`}</TableCell>
              <TableCell>{d.channelName}</TableCell>
              <TableCell>{d.to}</TableCell>
              <TableCell align="right">{d.attempts}</TableCell>
              <TableCell>{d.lastError ?? ''}</TableCell>
              <TableCell>{formatDateTime(d.soldAt)}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => setRetrying(d)}>
                  Retry
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </PagedTable>
      )}
      {letters.isError && <Alert severity="error">{M.failedToLoadDeadLetters}</Alert>}
      {retrying && (
        <ConfirmDialog
          title="Retry delivery?"
          confirmLabel="Retry"
          busyLabel="Retrying…"
          busy={retry.isPending}
          onClose={() => setRetrying(null)}
          onConfirm={() =>
            retry.mutate(retrying.id, {
              onSuccess: () => {
                setRetrying(null);
                toast.success(M.deliveryRetried);
              },
              onError: (error) => {
                setRetrying(null);
                toast.error(errorMessage(error));
              },
            })
          }
        >
          {`The lead e-mail to ${retrying.to} will be sent again.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
