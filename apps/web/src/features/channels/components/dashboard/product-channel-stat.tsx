import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CountStat } from './count-stat';

interface ProductChannelStatProps {
  label: string;
  total: number;
  active: number;
}

/** One product's channel count with a bar of how many of them are active. */
export function ProductChannelStat({ label, total, active }: ProductChannelStatProps) {
  const summary = `${active} of ${total} active`;
  return (
    <CountStat label={label} count={total}>
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
    </CountStat>
  );
}
