import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportBatchDto } from '@client-admin/contracts/subsidies';
import { IMPORT_TYPE_LABELS, type ImportType } from '@client-admin/domain/subsidies/constants';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useBatches } from '../api/list-batches';
import { useRevertBatch } from '../api/revert-batch';
import { subsidyError } from '../utils/subsidy-error';
import { SubsidyErrorAlert } from './subsidy-error-alert';

const typeLabel = (type: string) =>
  type === 'FARMERS_BILLING'
    ? 'Farmers billing records'
    : (IMPORT_TYPE_LABELS[type as ImportType] ?? type);

/** The kept import batches: file, SHA-256, who, when, counts; a subsidy batch can be reverted. */
export function BatchHistory() {
  const batches = useBatches();
  const revert = useRevertBatch();
  const toast = useToast();
  const [asking, setAsking] = useState<ImportBatchDto | null>(null);

  const confirm = () => {
    if (!asking) return;
    const batch = asking;
    setAsking(null);
    revert.mutate(batch.id, {
      onSuccess: () => toast.success(`Import #${batch.id} reverted.`),
      onError: (error) => toast.error(subsidyError(error).text),
    });
  };

  if (batches.isPending) return <LinearProgress aria-label="Loading imports" />;
  if (batches.isError) return <SubsidyErrorAlert error={batches.error} />;
  if (batches.data.length === 0) {
    return <Typography color="text.secondary">No imports yet.</Typography>;
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {revert.isPending && <LinearProgress aria-label="Reverting" />}
      <Table size="small" aria-label="Imports" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>File</TableCell>
            <TableCell>Ran</TableCell>
            <TableCell>Added</TableCell>
            <TableCell>Updated</TableCell>
            <TableCell>Deleted</TableCell>
            <TableCell>State</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {batches.data.map((batch) => (
            <TableRow key={batch.id}>
              <TableCell>{batch.id}</TableCell>
              <TableCell>{typeLabel(batch.importType)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>
                {batch.fileName}
                <Typography
                  variant="caption"
                  component="div"
                  color="text.secondary"
                  title={`SHA-256 ${batch.sha256}`}
                >
                  {`SHA-256 ${batch.sha256.slice(0, 12)}…`}
                </Typography>
              </TableCell>
              <TableCell>
                {formatDateTime(batch.ranAt)}
                <Typography variant="caption" component="div" color="text.secondary">
                  {batch.ranByEmail}
                </Typography>
              </TableCell>
              <TableCell>{batch.added}</TableCell>
              <TableCell>{batch.updated}</TableCell>
              <TableCell>{batch.deleted}</TableCell>
              <TableCell>
                {batch.revertedAt ? (
                  `Reverted ${formatDateTime(batch.revertedAt)}`
                ) : batch.importType === 'SUBSIDY' ? (
                  <Button
                    size="small"
                    color="warning"
                    disabled={revert.isPending}
                    onClick={() => setAsking(batch)}
                    aria-label={`Revert import ${batch.id}`}
                  >
                    Revert
                  </Button>
                ) : (
                  'Applied'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {asking && (
        <ConfirmDialog
          title={`Revert import #${asking.id}?`}
          confirmLabel="Revert"
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        >
          {`Its ${asking.added} added, ${asking.updated} updated and ${asking.deleted} deleted subsidies go back to what they were before it. This cannot be done once a later import changed the same subsidies.`}
        </ConfirmDialog>
      )}
    </Box>
  );
}
