import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { LookupValue } from '@client-admin/contracts/lookup-values';
import {
  LOOKUP_VALUES_PAGE_SIZE,
  type LookupValueSort,
} from '@client-admin/domain/lookup-values/lookup-value-constants';
import { LOOKUP_VALUE_MESSAGES as M } from '@client-admin/domain/lookup-values/lookup-value-messages';
import { hasAnyRole, ROLE_GROUPS } from '@client-admin/domain/roles';
import { useAuth } from '../../../lib/auth/use-auth';
import { PagedTable } from '../../../components/paged-table';
import { PageLoading } from '../../../components/page-loading';
import { ActionsHeaderCell } from '../../../lib/table/actions-header-cell';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useLookupValues } from '../api/get-lookup-values';
import { LookupValueDialog } from './lookup-value-dialog';

const COLUMNS: { key: LookupValueSort; label: string }[] = [
  { key: 'filterTypeName', label: 'Filter' },
  { key: 'value', label: 'Value' },
  { key: 'label', label: 'Label' },
];

const SEARCH_DELAY_MS = 300;
const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Lookup values tab of /product-admin: the answers of lookup filters, paged on the server. */
export function LookupValuesTab() {
  const { roles } = useAuth();
  const canSave = hasAnyRole(roles, ROLE_GROUPS.productAdmins);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: LookupValueSort; descending: boolean }>({
    key: 'filterTypeName',
    descending: false,
  });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(LOOKUP_VALUES_PAGE_SIZE);
  const [editing, setEditing] = useState<{ value?: LookupValue } | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const values = useLookupValues({
    pageNum: page + 1,
    pageSize,
    sortBy: `${sort.descending ? '-' : ''}${sort.key}`,
    search: debouncedSearch,
  });
  useFailureToast(values.isError, M.getFailed);

  const sortBy = (key: LookupValueSort) => {
    setSort((s) => ({ key, descending: s.key === key ? !s.descending : false }));
    setPage(0);
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h2">
          Lookup values
        </Typography>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <TextField
            size="small"
            label="Search lookup values"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {canSave && (
            <Button variant="contained" onClick={() => setEditing({})}>
              Add value
            </Button>
          )}
        </Stack>
      </Stack>
      {values.isPending && <PageLoading label="Loading lookup values" />}
      {values.isError && <Alert severity="error">{M.getFailed}</Alert>}
      {values.data && (
        <PagedTable
          label="Lookup values"
          head={
            <>
              {COLUMNS.map((c) => (
                <TableCell
                  key={c.key}
                  sortDirection={sort.key === c.key ? (sort.descending ? 'desc' : 'asc') : false}
                >
                  <TableSortLabel
                    active={sort.key === c.key}
                    direction={sort.key === c.key && sort.descending ? 'desc' : 'asc'}
                    onClick={() => sortBy(c.key)}
                  >
                    {c.label}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell align="right">Channels</TableCell>
              {canSave && <ActionsHeaderCell align="right" />}
            </>
          }
          total={values.data.metaData.totalRecords}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          pageSizes={PAGE_SIZES}
          onPageSize={setPageSize}
          outlined
          refreshing={values.isFetching}
        >
          {values.data.items.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 2}>
                {debouncedSearch === ''
                  ? 'No lookup values yet.'
                  : `No lookup values match "${debouncedSearch}".`}
              </TableCell>
            </TableRow>
          )}
          {values.data.items.map((v) => (
            <TableRow key={v.id}>
              <TableCell>{v.filterTypeName}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{v.value}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{v.label}</TableCell>
              <TableCell align="right">{v.channelCount}</TableCell>
              {canSave && (
                <TableCell align="right">
                  <Tooltip title="Edit">
                    <IconButton
                      aria-label={`Edit ${v.filterTypeName} ${v.label}`}
                      onClick={() => setEditing({ value: v })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </PagedTable>
      )}
      {editing && (
        <LookupValueDialog
          {...(editing.value ? { lookupValue: editing.value } : {})}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
