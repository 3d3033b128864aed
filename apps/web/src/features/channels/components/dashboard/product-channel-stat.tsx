import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ProductChannelStatProps {
  label: string;
  total: number;
  active: number;
}

/** One product's channel count with a bar of how many of them are active. */
export function ProductChannelStat({ label, total, active }: ProductChannelStatProps) {
  const summary = `${active} of ${total} active`;
  return (
    <Stack component="section" aria-label={`${label} channels`} spacing={0.5}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {total}
      </Typography>
      <LinearProgress
        variant="determinate"
        color="success"
        value={total === 0 ? 0 : (active / total) * 100}
        aria-label={`${label} channels active`}
        aria-valuetext={summary}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {summary}
      </Typography>
    </Stack>
  );
}
