import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cooperateStatusOf } from '@client-admin/domain/subsidies/farmers-import-status';
import { formatDateTime } from '../../../lib/format';
import { useAgentImportStatus, useCooperateEnabled } from '../api/farmers';
import { farmersError } from '../utils/farmers-error';
import { ErrorAlert } from './error-alert';

const PART_LABELS = { InProgress: 'In progress', Complete: 'Complete', Error: 'Error' } as const;

/** Seed 002 §3, §4: the agent imports' statuses and overall status, and cooperate-enabled. */
export function FarmersStatus() {
  const status = useAgentImportStatus();
  const cooperate = useCooperateEnabled();
  const coop = cooperateStatusOf(
    cooperate.isError
      ? { ok: false }
      : cooperate.data
        ? { ok: true, enabled: cooperate.data.enabled }
        : null,
  );
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>Farmers co-op (cooperate enabled):</Typography>
        <Chip
          size="small"
          label={coop}
          color={coop === 'ERROR' ? 'error' : coop === 'ENABLED' ? 'success' : 'default'}
        />
      </Stack>
      {status.isError && <ErrorAlert {...farmersError(status.error)} />}
      {status.isPending && (
        <Typography color="text.secondary">Loading the agent imports…</Typography>
      )}
      {status.data && (
        <Box
          component="dl"
          aria-label="Farmers agent imports"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
          }}
        >
          <dt>Overall</dt>
          <dd style={{ margin: 0 }} data-testid="farmers-overall">
            {status.data.overallStatus}
          </dd>
          <dt>Active agents</dt>
          <dd style={{ margin: 0 }}>
            {status.data.activeAgentImportStatus
              ? PART_LABELS[status.data.activeAgentImportStatus]
              : 'Not started'}
            {status.data.activeMessage && ` — ${status.data.activeMessage}`}
          </dd>
          <dt>Terminated agents</dt>
          <dd style={{ margin: 0 }}>
            {status.data.terminatedAgentImportStatus
              ? PART_LABELS[status.data.terminatedAgentImportStatus]
              : 'Not started'}
            {status.data.terminatedMessage && ` — ${status.data.terminatedMessage}`}
          </dd>
          <dt>Processing date</dt>
          <dd style={{ margin: 0 }}>{formatDateTime(status.data.processingDate) || '—'}</dd>
        </Box>
      )}
    </Stack>
  );
}
