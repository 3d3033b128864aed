import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SuppressedAddress } from '@client-admin/contracts/email-history';
import {
  EMAIL_HISTORY_MESSAGES as M,
  SUPPRESSION_LISTS,
  SUPPRESSION_LIST_LABELS,
  type SuppressionList,
} from '@client-admin/domain/email-history/email-events';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { ActionsHeaderCell } from '../../../lib/table/actions-header-cell';
import { useToast } from '../../../lib/toast';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { PageLoading } from '../../../components/page-loading';
import { useEmailStatus } from '../api/get-email-status';
import { useRemoveSpamReports } from '../api/remove-spam-reports';

/**
 * The client's addresses on the blocked, bounced, invalid and spam lists (GET …/emailStatus):
 * no mail goes to them. Staff take an address off the spam list, after a confirmation.
 */
export function SuppressionLists({
  clientId,
  canRemove,
}: {
  clientId: number;
  canRemove: boolean;
}) {
  const status = useEmailStatus(clientId);
  const remove = useRemoveSpamReports(clientId);
  const toast = useToast();
  const [removing, setRemoving] = useState<string | null>(null);
  useFailureToast(status.isError, M.statusFailed);

  const confirmRemove = (email: string) =>
    remove.mutate([email], {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setRemoving(null);
      },
      onError: () => {
        toast.error(M.spamRemoveFailed);
        setRemoving(null);
      },
    });

  return (
    <Stack component="section" aria-labelledby="email-lists-heading" spacing={2}>
      <Typography variant="h5" component="h2" id="email-lists-heading">
        Addresses mail does not go to
      </Typography>
      {status.isPending && <PageLoading label="Loading e-mail lists" />}
      {status.isError && <Alert severity="error">{M.statusFailed}</Alert>}
      {status.data &&
        SUPPRESSION_LISTS.map((list) => (
          <ListTable
            key={list}
            list={list}
            rows={status.data[list]}
            onRemove={canRemove && list === 'spam' ? setRemoving : null}
          />
        ))}
      {removing && (
        <ConfirmDialog
          title="Remove the spam report?"
          confirmLabel="Remove"
          busyLabel="Removing…"
          busy={remove.isPending}
          onConfirm={() => confirmRemove(removing)}
          onClose={() => setRemoving(null)}
        >
          {`${removing} will get the portal's e-mails again.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}

interface ListTableProps {
  list: SuppressionList;
  rows: SuppressedAddress[];
  onRemove: ((email: string) => void) | null;
}

function ListTable({ list, rows, onRemove }: ListTableProps) {
  const label = SUPPRESSION_LIST_LABELS[list];
  const headingId = `email-list-${list}`;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3" id={headingId}>
        {label} ({rows.length})
      </Typography>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>Address</TableCell>
                <TableCell>Reason</TableCell>
                <TableCell>Since</TableCell>
                {onRemove && <ActionsHeaderCell align="right" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={onRemove ? 4 : 3}>No addresses.</TableCell>
                </TableRow>
              )}
              {rows.map((row) => (
                <TableRow key={row.email}>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                    {row.email}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                    {row.reason}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created)}</TableCell>
                  {onRemove && (
                    <TableCell align="right">
                      <Button
                        size="small"
                        color="error"
                        onClick={() => onRemove(row.email)}
                        aria-label={`Remove the spam report of ${row.email}`}
                      >
                        Remove
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Stack>
  );
}
