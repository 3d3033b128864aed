import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CallDay } from '@client-admin/domain/schedules/call-schedule';
import { zeroCapCounts } from '@client-admin/domain/schedules/zero-caps';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The domain's zero-cap counts as quiet notes (the seed gives them no message: ours). */
export function ZeroCapWarnings({ days }: { days: readonly CallDay[] }) {
  const counts = zeroCapCounts(days);
  const notes = [
    counts.zeroWeekdayDayCaps > 0 &&
      `${counts.zeroWeekdayDayCaps} active ${plural(counts.zeroWeekdayDayCaps, 'weekday has', 'weekdays have')} a day cap of 0 and will take no calls.`,
    counts.zeroConcurrencyCaps > 0 &&
      `${counts.zeroConcurrencyCaps} ${plural(counts.zeroConcurrencyCaps, 'day part has', 'day parts have')} a concurrency cap of 0 and will take no calls.`,
    counts.weekendDayCaps > 0 &&
      `${counts.weekendDayCaps} active weekend ${plural(counts.weekendDayCaps, 'day has', 'days have')} a day cap.`,
  ].filter((note): note is string => typeof note === 'string');
  if (notes.length === 0) return null;
  return (
    <Stack spacing={0.5} aria-label="Schedule notes" role="note">
      {notes.map((note) => (
        <Typography key={note} variant="body2" color="text.secondary">
          {note}
        </Typography>
      ))}
    </Stack>
  );
}
