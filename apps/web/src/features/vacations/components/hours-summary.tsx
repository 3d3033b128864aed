import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VacationHoursSummary } from '@client-admin/contracts/vacations';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
    </Stack>
  );
}

/** Hours used and hours available of the pool, or unlimited. */
export function HoursSummary({ summary }: { summary: VacationHoursSummary }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Vacation hours"
      sx={{ p: 2, display: 'flex', gap: 4, flexWrap: 'wrap' }}
    >
      <Figure label="Hours used" value={String(summary.hoursUsed)} />
      <Figure
        label="Hours available"
        value={summary.hasUnlimited ? 'Unlimited' : String(summary.hoursAvailable)}
      />
    </Paper>
  );
}
