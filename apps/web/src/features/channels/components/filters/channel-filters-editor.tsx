import { useEffect, useReducer } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CallType } from '@client-admin/domain/call-types';
import { CHANNEL_MESSAGES, FILTER_MESSAGES } from '@client-admin/domain/channel-messages';
import { refusalDetails, refusedRows } from '../../../../lib/form/refused-fields';
import { useToast } from '../../../../lib/toast';
import { PageLoading } from '../../../../components/page-loading';
import { useSubscriptionFilters } from '../../api/get-subscription-filters';
import { useSaveSubscriptionFilters } from '../../api/save-subscription-filters';
import { AddFilterRow } from './add-filter-row';
import { filtersReducer, initialFiltersState } from './filters-state';
import { FiltersTable } from './filters-table';

interface ChannelFiltersEditorProps {
  channelId: number;
  callType: CallType | null;
}

/** A channel's subscription filters (seed 001 §4): saved whole, and only when changed. */
export function ChannelFiltersEditor({ channelId, callType }: ChannelFiltersEditorProps) {
  const toast = useToast();
  const query = useSubscriptionFilters(channelId, callType);
  const save = useSaveSubscriptionFilters(channelId, callType);
  const [state, dispatch] = useReducer(filtersReducer, initialFiltersState);

  useEffect(() => {
    if (query.data) dispatch({ type: 'load', filters: query.data.subscriptionFilters });
  }, [query.data]);

  if (query.isPending) return <PageLoading label="Loading filters" />;
  if (query.isError) return <Alert severity="error">{FILTER_MESSAGES.getChannelFilters}</Alert>;

  const types = query.data.subscriptionFilterTypes;
  const onSave = () => {
    if (!state.dirty) return;
    save.mutate(state.filters, {
      onSuccess: () => {
        dispatch({ type: 'saved' });
        toast.success(CHANNEL_MESSAGES.filtersSaved);
      },
      onError: (error) => toast.error(FILTER_MESSAGES.saveFilter, refusalDetails(error)),
    });
  };
  // The refusal's rows are those of the list it was sent; a change moves them.
  const change = (action: Parameters<typeof dispatch>[0]) => {
    save.reset();
    dispatch(action);
  };

  return (
    <Stack spacing={2}>
      <FiltersTable
        filters={state.filters}
        types={types}
        rowErrors={refusedRows(save.error, '')}
        onRemove={(index) => change({ type: 'remove', index })}
      />
      <AddFilterRow types={types} onAdd={(filter) => change({ type: 'add', filter })} />
      <Box>
        <Button variant="contained" onClick={onSave} disabled={!state.dirty || save.isPending}>
          Save filters
        </Button>
      </Box>
    </Stack>
  );
}
