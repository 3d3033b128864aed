import { useMemo } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  addCallDayPart,
  changeIntervalStep,
  removeCallDayPart,
  retimeCallDayPart,
  type CallDay,
  type CallDayPart,
  type CallSchedule,
} from '@client-admin/domain/schedules/call-schedule';
import { DayPartEditor } from './day-part-editor';
import type { DayPartRules, PartCapField } from './day-part-rules';
import { IntervalCapsTable } from './interval-caps-table';
import { IntervalStepSelect } from './interval-step-select';
import { MonthlyCapField } from './monthly-cap-field';
import { WeekView } from './week-view';
import { ZeroCapWarnings } from './zero-cap-warnings';

const CALL_CAP_FIELDS: readonly PartCapField<CallDay>[] = [
  { key: 'concurrencyCap', label: 'Concurrency cap' },
  { key: 'dayPartCap', label: 'Day-part cap' },
];

export const describeCallPart = (part: CallDayPart) =>
  `cc ${part.concurrencyCap} · cap ${part.dayPartCap}`;

export function callDayRules(step: number): DayPartRules<CallDay> {
  return {
    kind: 'call',
    step,
    add: (day) => addCallDayPart(day, step),
    remove: (day, index) => removeCallDayPart(day, index, step),
    retime: (day, index, range) => retimeCallDayPart(day, index, range, step),
  };
}

interface CallScheduleEditorProps {
  schedule: CallSchedule;
  onChange: (schedule: CallSchedule) => void;
  disabled?: boolean;
}

/**
 * A call schedule (a channel's or a group's): interval step, interval caps switch and table,
 * monthly cap, the visual week and the day-part rows.
 */
export function CallScheduleEditor({ schedule, onChange, disabled }: CallScheduleEditorProps) {
  const rules = useMemo(() => callDayRules(schedule.intervalStep), [schedule.intervalStep]);
  const setDays = (days: CallDay[]) => onChange({ ...schedule, days });
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <IntervalStepSelect
          kind="call"
          value={schedule.intervalStep}
          disabled={disabled}
          onChange={(step) => onChange(changeIntervalStep(schedule, step))}
        />
        <MonthlyCapField
          value={schedule.monthlyCap}
          disabled={disabled}
          onChange={(monthlyCap) => onChange({ ...schedule, monthlyCap })}
        />
        <FormControlLabel
          label="Interval caps"
          disabled={disabled}
          control={
            <Switch
              checked={schedule.isIntervalCapEnabled}
              onChange={(event) =>
                onChange({ ...schedule, isIntervalCapEnabled: event.target.checked })
              }
            />
          }
        />
      </Stack>
      <ZeroCapWarnings days={schedule.days} />
      <WeekView
        days={schedule.days}
        rules={rules}
        onChange={setDays}
        describePart={describeCallPart}
        disabled={disabled}
      />
      <DayPartEditor
        days={schedule.days}
        rules={rules}
        onChange={setDays}
        capFields={CALL_CAP_FIELDS}
        disabled={disabled}
      />
      {schedule.isIntervalCapEnabled && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            Interval caps
          </Typography>
          <IntervalCapsTable days={schedule.days} onChange={setDays} disabled={disabled} />
        </Stack>
      )}
    </Stack>
  );
}
