import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CallDay } from '@client-admin/domain/schedules/call-schedule';
import { WEEKDAY_LABELS } from '@client-admin/domain/schedules/constants';
import { CapNumberField } from './cap-number-field';
import { replaceDay, timeLabel } from './day-part-rules';

interface IntervalCapsTableProps {
  days: readonly CallDay[];
  onChange: (days: CallDay[]) => void;
  disabled?: boolean;
}

/** A cap per interval of every part of the active days: whole numbers, 0 or more. */
export function IntervalCapsTable({ days, onChange, disabled }: IntervalCapsTableProps) {
  const active = days.filter((day) => day.isActive);
  if (active.length === 0) {
    return <Typography color="text.secondary">No active days have intervals to cap.</Typography>;
  }
  const setLimit = (day: CallDay, partIndex: number, capIndex: number, limit: number) =>
    onChange(
      replaceDay(days, {
        ...day,
        parts: day.parts.map((part, p) =>
          p === partIndex
            ? {
                ...part,
                intervalCaps: part.intervalCaps.map((cap, c) =>
                  c === capIndex ? { ...cap, limit } : cap,
                ),
              }
            : part,
        ),
      }),
    );

  return (
    <Stack spacing={2} role="group" aria-label="Interval caps">
      {active.map((day) => {
        const label = WEEKDAY_LABELS[day.weekday];
        return (
          <Box key={day.weekday}>
            <Typography variant="subtitle2" component="h3">
              {label}
            </Typography>
            {day.parts.map((part, partIndex) => (
              <Box
                key={partIndex}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
                  gap: 1,
                  mt: 1,
                }}
              >
                {part.intervalCaps.map((cap, capIndex) => {
                  const window = `${timeLabel(cap.start)}–${timeLabel(cap.end)}`;
                  return (
                    <CapNumberField
                      key={`${cap.start}-${cap.end}`}
                      label={timeLabel(cap.start)}
                      ariaLabel={`${label} ${window} interval cap`}
                      value={cap.limit}
                      disabled={disabled}
                      width="100%"
                      onChange={(limit) => setLimit(day, partIndex, capIndex, limit)}
                    />
                  );
                })}
              </Box>
            ))}
          </Box>
        );
      })}
    </Stack>
  );
}
