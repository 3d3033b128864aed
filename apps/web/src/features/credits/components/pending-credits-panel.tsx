import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { LeadCreditItem } from '@client-admin/contracts/credits';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import type { DayRange } from '@client-admin/domain/day-range';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useLeadCredits } from '../api/get-lead-credits';
import { creditFailure } from '../utils/credit-failure';
import { CreditDetailDrawer } from './credit-detail-drawer';
import { CreditsFilters } from './credits-filters';
import { CreditsGrid } from './credits-grid';
import { ListDecisionDialogs, type ListDecision } from './list-decision-dialogs';
import { SelectionActions } from './selection-actions';
import { useCreditListControls } from './use-credit-list-controls';

const isSelected = (model: GridRowSelectionModel, id: number) =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

interface PendingCreditsPanelProps {
  range: DayRange;
  onRange: (range: DayRange) => void;
}

/**
 * The credit requests of a range (pending ones by default): pick pending ones to approve or
 * deny together, or open one to read it and decide. After a decision the detail closes and the
 * list reloads (seed 002 §5).
 */
export function PendingCreditsPanel({ range, onRange }: PendingCreditsPanelProps) {
  const { query, filters, grid, clearSelection } = useCreditListControls(range, onRange);
  const [openId, setOpenId] = useState<number | null>(null);
  const [decision, setDecision] = useState<ListDecision | null>(null);
  const credits = useLeadCredits(query);
  const failure = credits.isError ? creditFailure(M.failedToLoadPending, credits.error) : null;
  useFailureToast(failure !== null, failure ?? '');

  const rows: LeadCreditItem[] = credits.isError ? [] : (credits.data?.items ?? []);
  const selected = rows.filter(
    (row) => row.status === 'Pending' && isSelected(grid.selection, row.id),
  );
  const pendingOnly = query.status === 'Pending';
  const decided = () => {
    setDecision(null);
    setOpenId(null);
    clearSelection();
  };

  return (
    <Stack spacing={2}>
      <CreditsFilters {...filters} />
      {failure && <Alert severity="error">{failure}</Alert>}
      {pendingOnly && (
        <SelectionActions
          prices={selected.map((row) => row.price)}
          onApprove={() => setDecision({ approve: true, credits: selected })}
          onDeny={() => setDecision({ approve: false, credits: selected })}
        />
      )}
      <CreditsGrid
        {...grid}
        rows={rows}
        total={credits.isError ? 0 : (credits.data?.metaData.totalRecords ?? 0)}
        loading={credits.isFetching}
        emptyText={`No ${query.status.toLowerCase()} credits in this range.`}
        selectable={pendingOnly}
        onOpen={setOpenId}
      />
      <CreditDetailDrawer
        creditId={openId}
        onClose={() => setOpenId(null)}
        onDecide={(approve, credit) => setDecision({ approve, credits: [credit] })}
      />
      {decision && (
        <ListDecisionDialogs
          decision={decision}
          onClose={() => setDecision(null)}
          onDecided={decided}
        />
      )}
    </Stack>
  );
}
