import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { CampaignSummary } from '@client-admin/contracts/campaigns';
import { visuallyHidden } from '../../../lib/visually-hidden';

const WIDTH = 600;
const HEIGHT = 120;

/** Calls bought per day, one bar a day; screen readers get the figures in a sentence. */
export function DailySalesChart({ days }: { days: CampaignSummary['byDay'] }) {
  const theme = useTheme();
  const descriptionId = useId();
  const most = Math.max(1, ...days.map((d) => d.sales));
  const step = WIDTH / Math.max(1, days.length);
  const busiest = days.reduce((best, d) => (d.sales > best.sales ? d : best), days[0]!);
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label="Calls bought per day"
        aria-describedby={descriptionId}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {days.map((d, i) => {
          const height = (d.sales / most) * (HEIGHT - 4);
          return (
            <rect
              key={d.date}
              x={i * step + 1}
              y={HEIGHT - height}
              width={Math.max(1, step - 2)}
              height={height}
              fill={theme.palette.primary.main}
            >
              <title>{`${d.date}: ${d.sales}`}</title>
            </rect>
          );
        })}
      </Box>
      <Box component="span" id={descriptionId} sx={visuallyHidden}>
        {`${days.length} days from ${days[0]?.date ?? ''} to ${days.at(-1)?.date ?? ''}; busiest ${busiest?.date ?? ''} with ${busiest?.sales ?? 0}.`}
      </Box>
    </Box>
  );
}
