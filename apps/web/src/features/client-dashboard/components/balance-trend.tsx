import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ClientDashboard } from '@client-admin/contracts/client-dashboard';
import { formatPrice } from '../../../lib/format-price';
import { visuallyHidden } from '../../../lib/visually-hidden';

type Balance = ClientDashboard['balances'][number];

const WIDTH = 300;
const HEIGHT = 56;
const PAD = 4;

/** The trend of a balance over the 30 days: a light SVG line, its words for screen readers. */
export function BalanceTrend({ balance }: { balance: Balance }) {
  const theme = useTheme();
  const descriptionId = useId();
  const values = balance.trend.map((t) => t.balance);
  if (values.length < 2) return null;
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const x = (i: number) => PAD + (i / (values.length - 1)) * (WIDTH - 2 * PAD);
  const y = (v: number) =>
    HEIGHT - PAD - ((v - low) / Math.max(0.01, high - low)) * (HEIGHT - 2 * PAD);
  const path = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(v)}`).join('');
  const first = values[0]!;
  const last = values[values.length - 1]!;
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${balance.product} balance over 30 days`}
        aria-describedby={descriptionId}
        sx={{ width: '100%', height: HEIGHT, display: 'block' }}
      >
        <line x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} stroke={theme.palette.divider} />
        <path d={path} fill="none" stroke={theme.palette.primary.main} strokeWidth={2} />
      </Box>
      <Box id={descriptionId} sx={visuallyHidden}>
        {`From ${formatPrice(first)} to ${formatPrice(last)}, lowest ${formatPrice(Math.min(...values))}, highest ${formatPrice(Math.max(...values))}.`}
      </Box>
    </Box>
  );
}
