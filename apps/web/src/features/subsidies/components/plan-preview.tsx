import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PreprocessResponse } from '@client-admin/contracts/subsidies';
import { subsidyCountyLabel } from '@client-admin/domain/subsidies/subsidy-display';

const ACTION_LABELS = { ADD: 'Add', UPDATE: 'Update', DELETE: 'Delete' } as const;

/** Seed 002 §4: the counts to add, update and delete; ours: the changes and the bad rows. */
export function PlanPreview({ plan }: { plan: PreprocessResponse }) {
  const counts = [
    ['To be added', plan.toBeAdded],
    ['To be updated', plan.toBeUpdated],
    ['To be deleted', plan.toBeDeleted],
    ['Unchanged', plan.unchanged],
  ] as const;
  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        aria-label="Pre-process counts"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 2,
          m: 0,
        }}
      >
        {counts.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }} data-testid={label}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {plan.states.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {`The file replaces the subsidies of ${plan.states.join(', ')}; other states are not touched.`}
        </Typography>
      )}
      {plan.sameFile && <Alert severity="info">{plan.sameFile.message}</Alert>}
      {plan.fileError && (
        <Alert severity="error" role="alert">
          {plan.fileError}
        </Alert>
      )}
      {plan.badRowCount > 0 && (
        <Stack spacing={1}>
          <Alert severity="error" role="alert">
            {`${plan.badRowCount} row(s) are not valid. Fix them and upload the file again; nothing can be applied until then.`}
          </Alert>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Bad rows">
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  <TableCell>Column</TableCell>
                  <TableCell>Reason</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {plan.badRows.map((bad) => (
                  <TableRow key={`${bad.line}-${bad.column}`}>
                    <TableCell>{bad.line}</TableCell>
                    <TableCell>{bad.column}</TableCell>
                    <TableCell>{bad.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Stack>
      )}
      {plan.preview.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Changes apply will make" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>Change</TableCell>
                <TableCell>Line</TableCell>
                <TableCell>State</TableCell>
                <TableCell>County</TableCell>
                <TableCell>Product</TableCell>
                <TableCell>Now</TableCell>
                <TableCell>After</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plan.preview.map((change) => (
                <TableRow
                  key={`${change.key.leadState}|${change.key.county}|${change.key.product}`}
                >
                  <TableCell>{ACTION_LABELS[change.action]}</TableCell>
                  <TableCell>{change.line ?? ''}</TableCell>
                  <TableCell>{change.key.leadState}</TableCell>
                  <TableCell>{subsidyCountyLabel(change.key.county)}</TableCell>
                  <TableCell>{change.key.product}</TableCell>
                  <TableCell>{change.before?.display ?? '—'}</TableCell>
                  <TableCell>{change.after?.display ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {plan.preview.length < plan.toBeAdded + plan.toBeUpdated + plan.toBeDeleted && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {`The first ${plan.preview.length} changes are shown; the counts above cover them all.`}
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}
