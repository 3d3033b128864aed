import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import type { DayRange } from '@client-admin/domain/day-range';
import { DayRangeFields } from '../../../components/day-range-fields';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useTopReasons } from '../api/get-top-reasons';
import { creditFailure } from '../utils/credit-failure';
import { TopReasonsTable } from './top-reasons-table';

const TopReasonsChart = lazy(() => import('./top-reasons-chart'));

interface TopReasonsPanelProps {
  range: DayRange;
  onRange: (range: DayRange) => void;
}

/** The most frequent credit request reasons of the range: a chart, and its counts as a table. */
export function TopReasonsPanel({ range, onRange }: TopReasonsPanelProps) {
  const reasons = useTopReasons(range);
  const failure = reasons.isError ? creditFailure(M.failedToLoadTopReasons, reasons.error) : null;
  useFailureToast(failure !== null, failure ?? '');
  const data = reasons.data ?? [];
  return (
    <Stack spacing={2}>
      <Stack
        role="search"
        aria-label="Top reasons"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
      >
        <DayRangeFields range={range} onRange={onRange} />
      </Stack>
      {reasons.isPending && <PageLoading label="Loading the top reasons" />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {reasons.isSuccess && data.length === 0 && (
        <Typography>No credit requests in this range.</Typography>
      )}
      {data.length > 0 && (
        <>
          <Box aria-hidden sx={{ maxWidth: 900 }}>
            <Suspense fallback={<PageLoading label="Loading the chart" />}>
              <TopReasonsChart reasons={data} />
            </Suspense>
          </Box>
          <TopReasonsTable reasons={data} />
        </>
      )}
    </Stack>
  );
}
