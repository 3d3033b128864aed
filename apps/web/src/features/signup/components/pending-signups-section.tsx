import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { PendingSignup } from '@client-admin/contracts/signup';
import { DEBOUNCE_MS } from '@client-admin/domain/constants';
import { PENDING_SIGNUPS_PAGE_SIZE } from '@client-admin/domain/signup/signup-constants';
import { ListFilterBar } from '../../../components/list-filter-bar';
import { PagedTable } from '../../../components/paged-table';
import { BreakableAddress } from '../../../components/plain/breakable-address';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { ActionsHeaderCell } from '../../../lib/table/actions-header-cell';
import { useToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteSignup } from '../api/delete-signup';
import { usePendingSignups } from '../api/get-pending-signups';

const COLUMNS = [
  'Id',
  'Client name',
  'E-mail',
  'Parent company',
  'Sales e-mail',
  'Status',
  'Channels',
  'Ready',
  'Last update',
] as const;

const STATUS_LABELS: Record<PendingSignup['status'], string> = {
  DRAFT: 'Draft',
  SENT: 'Contract sent',
  SIGNED: 'Signed',
};

const nameOf = (signup: PendingSignup) => signup.fullName || `Signup ${signup.id}`;

/**
 * The signups not yet signed (seed 002 §3 pending signups): searched and paged on the server,
 * 100 a page, the latest update first; open one to continue it, or delete it.
 */
export function PendingSignupsSection() {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<PendingSignup | null>(null);
  const q = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const pending = usePendingSignups({
    page: page + 1,
    size: PENDING_SIGNUPS_PAGE_SIZE,
    sortBy: 'updatedAt',
    ...(q ? { search: q } : {}),
  });
  const remove = useDeleteSignup();
  const rows = pending.data?.items ?? [];

  const confirmDelete = (signup: PendingSignup) =>
    remove.mutate(signup.id, {
      onSuccess: (answer) => {
        toast.success(answer.message || `Signup ${signup.id} deleted.`);
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(`Failed to delete signup ${signup.id}: ${errorMessage(error)}`);
        setDeleting(null);
      },
    });

  return (
    <Stack component="section" aria-labelledby="pending-signups-heading" spacing={2}>
      <Typography variant="h5" component="h2" id="pending-signups-heading">
        Pending signups
      </Typography>
      <ListFilterBar
        label="Pending signups"
        search={{
          text: search,
          placeholder: 'Id, client, e-mail, parent company or sales e-mail',
          onChange: (text) => {
            setSearch(text);
            setPage(0);
          },
        }}
      >
        {null}
      </ListFilterBar>
      {pending.isError && (
        <Alert severity="error">Failed to get pending signups: {errorMessage(pending.error)}</Alert>
      )}
      <PagedTable
        label="Pending signups"
        outlined
        refreshing={pending.isFetching}
        total={pending.data?.metaData.totalRecords ?? 0}
        page={page}
        pageSize={PENDING_SIGNUPS_PAGE_SIZE}
        onPage={setPage}
        head={
          <>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            <ActionsHeaderCell align="right" />
          </>
        }
      >
        {pending.isPending && (
          <TableRow>
            <TableCell colSpan={COLUMNS.length + 1}>Loading pending signups…</TableCell>
          </TableRow>
        )}
        {pending.isSuccess && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS.length + 1}>
              {q ? `No pending signups match "${q}".` : 'No pending signups.'}
            </TableCell>
          </TableRow>
        )}
        {rows.map((signup) => (
          <TableRow key={signup.id} hover>
            <TableCell>{signup.id}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
              <Link
                component={AppLink}
                href={paths.signup(signup.id)}
                aria-label={`Open signup ${signup.id}, ${nameOf(signup)}`}
              >
                {nameOf(signup)}
              </Link>
            </TableCell>
            <TableCell>
              <BreakableAddress value={signup.email} />
            </TableCell>
            <TableCell>{signup.parentCompany}</TableCell>
            <TableCell>
              <BreakableAddress value={signup.salesPersonEmail} />
            </TableCell>
            <TableCell>{STATUS_LABELS[signup.status]}</TableCell>
            <TableCell align="right">{signup.channels}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={signup.isAccountValid ? 'success' : 'default'}
                label={signup.isAccountValid ? 'Ready' : 'Not ready'}
              />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(signup.updatedAt)}</TableCell>
            <TableCell align="right">
              <Tooltip title="Delete">
                <IconButton
                  aria-label={`Delete signup ${signup.id}, ${nameOf(signup)}`}
                  onClick={() => setDeleting(signup)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </PagedTable>
      {deleting && (
        <ConfirmDialog
          title={`Delete signup ${deleting.id}?`}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          The signup of {nameOf(deleting)} and everything entered in it will be gone.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
