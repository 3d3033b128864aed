import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CallMetrics, WebMetrics } from '@client-admin/contracts/leads';
import { formatPrice } from '../../../lib/format-price';
import { ColumnsGrid } from '../../../components/columns-grid';

type Metrics = WebMetrics | CallMetrics;

const HEIGHT = 260;
const shortDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`;
const money = (value: number | null) => (value === null ? '' : formatPrice(value));
const percent = (value: number | null) => (value === null ? '' : `${Math.round(value * 100)}%`);

/** Leads and calls come whole: no tick between two counts. */
const COUNT_AXIS = [{ tickMinStep: 1 }];

const isCall = (metrics: Metrics): metrics is CallMetrics => 'calls' in metrics.totals;

function Chart({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title} data-testid="metrics-chart">
      <Typography component="figcaption" variant="subtitle1">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The metrics charts (@mui/x-charts, in this lazy chunk only): per day, leads or calls, spend,
 * answer rate for calls, and average price; and spend by channel. Lines run straight from day to
 * day (a smoothed curve invents values between days), and a day without leads has no average
 * price (a gap, not 0).
 */
export default function MetricsCharts({ metrics }: { metrics: Metrics }) {
  const days = metrics.days.map((d) => shortDay(d.day));
  const call = isCall(metrics);
  const dayAxis = [{ scaleType: 'band' as const, data: days }];
  const pointAxis = [{ scaleType: 'point' as const, data: days }];
  return (
    <ColumnsGrid sm="1fr" md={2} gap={3}>
      <Chart title={call ? 'Calls per day' : 'Leads per day'}>
        <BarChart
          height={HEIGHT}
          xAxis={dayAxis}
          yAxis={COUNT_AXIS}
          series={
            call
              ? [
                  {
                    data: metrics.days.map((d) => (d as CallMetrics['days'][number]).calls),
                    label: 'Calls',
                  },
                  {
                    data: metrics.days.map((d) => (d as CallMetrics['days'][number]).answered),
                    label: 'Answered',
                  },
                  { data: metrics.days.map((d) => d.leads), label: 'Billed' },
                ]
              : [{ data: metrics.days.map((d) => d.leads), label: 'Leads' }]
          }
        />
      </Chart>
      <Chart title="Spend per day">
        <LineChart
          height={HEIGHT}
          xAxis={pointAxis}
          series={[
            {
              data: metrics.days.map((d) => d.spend),
              label: 'Spend',
              valueFormatter: money,
              area: true,
              curve: 'linear',
            },
          ]}
        />
      </Chart>
      {call ? (
        <Chart title="Answer rate per day">
          <LineChart
            height={HEIGHT}
            xAxis={pointAxis}
            yAxis={[{ min: 0, max: 1, valueFormatter: (v: number) => percent(v) }]}
            series={[
              {
                data: metrics.days.map((d) => (d as CallMetrics['days'][number]).answerRate),
                label: 'Answer rate',
                valueFormatter: percent,
                curve: 'linear',
              },
            ]}
          />
        </Chart>
      ) : null}
      <Chart title="Average price per day">
        <LineChart
          height={HEIGHT}
          xAxis={pointAxis}
          series={[
            {
              data: metrics.days.map((d) => d.averagePrice),
              label: 'Average price',
              valueFormatter: money,
              curve: 'linear',
            },
          ]}
        />
      </Chart>
      <Chart title="Spend by channel">
        <BarChart
          height={HEIGHT}
          layout="horizontal"
          yAxis={[
            { scaleType: 'band', data: metrics.channels.map((c) => c.channelName), width: 140 },
          ]}
          series={[
            { data: metrics.channels.map((c) => c.spend), label: 'Spend', valueFormatter: money },
          ]}
        />
      </Chart>
    </ColumnsGrid>
  );
}
