import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ClientDashboard } from '@client-admin/contracts/client-dashboard';

const shortDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`;

/** Web leads and calls per New York day of the last 30 (@mui/x-charts, this lazy chunk only). */
export default function ActivityChart({ activity }: { activity: ClientDashboard['activity'] }) {
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label="Leads and calls per day">
      <Typography component="figcaption" variant="subtitle1">
        Leads and calls per day
      </Typography>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: activity.map((a) => shortDay(a.day)) }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[
          { data: activity.map((a) => a.webLeads), label: 'Web leads', stack: 'all' },
          { data: activity.map((a) => a.calls), label: 'Calls', stack: 'all' },
        ]}
      />
    </Box>
  );
}
