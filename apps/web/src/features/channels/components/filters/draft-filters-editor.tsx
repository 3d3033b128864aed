import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionFilter } from '@client-admin/contracts/channels';
import { FILTER_MESSAGES } from '@client-admin/domain/channel-messages';
import { PageLoading } from '../../../../components/page-loading';
import { useSignupFilterTypes } from '../../api/get-signup-filter-types';
import { AddFilterRow } from './add-filter-row';
import { holdsFilter } from './filters-state';
import { FiltersTable } from './filters-table';

interface DraftFiltersEditorProps {
  filters: SubscriptionFilter[];
  onChange: (filters: SubscriptionFilter[]) => void;
}

/**
 * The subscription filters of a channel not made yet (a signup's): kept with the channel and
 * made with it when the client signs, so there is no Save of their own.
 */
export function DraftFiltersEditor({ filters, onChange }: DraftFiltersEditorProps) {
  const types = useSignupFilterTypes();
  const [repeated, setRepeated] = useState(false);
  if (types.isPending) return <PageLoading label="Loading filters" />;
  if (types.isError) return <Alert severity="error">{FILTER_MESSAGES.getChannelFilters}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        The filters are made with the channel when the client signs.
      </Typography>
      <FiltersTable
        filters={filters}
        types={types.data}
        onRemove={(index) => {
          setRepeated(false);
          onChange(filters.filter((_, i) => i !== index));
        }}
      />
      <AddFilterRow
        types={types.data}
        onAdd={(filter) => {
          const twice = holdsFilter(filters, filter);
          setRepeated(twice);
          if (!twice) onChange([...filters, filter]);
        }}
      />
      {repeated && (
        <Alert severity="warning" role="alert">
          {FILTER_MESSAGES.repeatedFilter}
        </Alert>
      )}
    </Stack>
  );
}
