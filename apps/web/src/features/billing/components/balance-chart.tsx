import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { toDollars } from '@client-admin/domain/money';
import { formatPrice } from '../../../lib/format-price';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { BalancePoint } from '../utils/balance-history';
import { formatRangeDay } from '../utils/date-range';

const WIDTH = 300;
const HEIGHT = 64;
const PAD = 4;

interface BalanceChartProps {
  product: string;
  points: readonly BalancePoint[];
}

const money = (cents: number) => formatPrice(toDollars(cents));
const day = formatRangeDay;

/** The sentence a screen reader gets instead of the drawing. */
function describe(product: string, points: readonly BalancePoint[]): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const values = points.map((p) => p.cents);
  const changes = points.length - 2;
  return (
    `${product} balance from ${day(first.at)} to ${day(last.at)}: ${money(first.cents)} at the ` +
    `start, ${money(last.cents)} at the end, lowest ${money(Math.min(...values))}, highest ` +
    `${money(Math.max(...values))}, ${changes} ${changes === 1 ? 'change' : 'changes'}.`
  );
}

/** A step line of one product's balance over the range: a light inline SVG, no chart library. */
export default function BalanceChart({ product, points }: BalanceChartProps) {
  const theme = useTheme();
  const descriptionId = useId();
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const values = points.map((p) => p.cents);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = Math.max(1, last.at - first.at);
  const x = (at: number) => PAD + ((at - first.at) / span) * (WIDTH - 2 * PAD);
  const y = (cents: number) =>
    HEIGHT - PAD - ((cents - low) / Math.max(1, high - low)) * (HEIGHT - 2 * PAD);
  const path = points
    .map((p, i) => (i === 0 ? `M${x(p.at)},${y(p.cents)}` : `H${x(p.at)}V${y(p.cents)}`))
    .join('');

  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${product} balance over the dates chosen`}
        aria-describedby={descriptionId}
        sx={{ display: 'block', width: '100%', height: HEIGHT }}
      >
        <line
          x1={PAD}
          x2={WIDTH - PAD}
          y1={y(0)}
          y2={y(0)}
          stroke={theme.palette.divider}
          strokeDasharray="4 4"
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={path}
          fill="none"
          stroke={theme.palette.primary.main}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </Box>
      <Box id={descriptionId} sx={visuallyHidden}>
        {describe(product, points)}
      </Box>
    </Box>
  );
}
