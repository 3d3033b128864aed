import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { PackageDetail } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePackages } from '../api/get-packages';
import type { PackageListFilters } from '../api/query-keys';
import { useSearchPackages } from '../api/search-packages';
import { useCarrierOptions } from '../hooks/use-carrier-options';
import { matchesFilters } from '../utils/matches-filters';
import { DeletePackageDialog } from './delete-package-dialog';
import { PackageDialog } from './package-dialog';
import { PackagesTable } from './packages-table';
import { PackagesToolbar } from './packages-toolbar';

const SEARCH_DELAY_MS = 400;

/** The editor's state: closed, a new package, or the package with this id. */
type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; id: string };

/** Packages tab of /product-admin: filter, search, create, edit and delete packages. */
export function PackagesTab() {
  const [filters, setFilters] = useState<PackageListFilters>({ includeInactive: true });
  const [searchText, setSearchText] = useState('');
  const searchFor = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<PackageDetail | null>(null);
  const carriers = useCarrierOptions();

  const searching = searchFor !== '';
  const list = usePackages(filters, !searching);
  const search = useSearchPackages(searchFor);
  useFailureToast(list.isError, CHANNEL_MESSAGES.getPackages);
  useFailureToast(search.isError, CHANNEL_MESSAGES.searchPackages);

  const query = searching ? search : list;
  const rows = searching
    ? (search.data ?? []).filter((pkg) => matchesFilters(pkg, filters))
    : (list.data ?? []);

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2">
          Packages
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ kind: 'new' })}
        >
          New package
        </Button>
      </Stack>
      <PackagesToolbar
        filters={filters}
        onFiltersChange={setFilters}
        carriers={carriers.options}
        searchText={searchText}
        onSearchTextChange={setSearchText}
      />
      <Paper variant="outlined">
        {query.isFetching ? (
          <LinearProgress aria-label="Loading packages" />
        ) : (
          <div style={{ height: 4 }} />
        )}
        {query.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {searching ? CHANNEL_MESSAGES.searchPackages : CHANNEL_MESSAGES.getPackages}
          </Alert>
        ) : query.isPending ? null : rows.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {searching ? `No packages match “${searchFor}”.` : 'No packages match these filters.'}
          </Typography>
        ) : (
          <PackagesTable
            rows={rows}
            carrierLabel={carriers.labelOf}
            onEdit={(pkg) => setEditing({ kind: 'edit', id: pkg.id })}
            onDelete={setDeleting}
          />
        )}
      </Paper>
      {editing.kind !== 'closed' && (
        <PackageDialog
          packageId={editing.kind === 'edit' ? editing.id : null}
          carriers={carriers.options}
          onClose={() => setEditing({ kind: 'closed' })}
        />
      )}
      {deleting && <DeletePackageDialog pkg={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
