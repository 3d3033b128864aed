import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import {
  addWebDayPart,
  removeWebDayPart,
  retimeWebDayPart,
  type WebDay,
} from '@client-admin/domain/schedules/web-schedule';
import { DayPartEditor } from './day-part-editor';
import type { DayPartRules } from './day-part-rules';
import { IntervalStepSelect } from './interval-step-select';
import { WeekView } from './week-view';

export function webDayRules(step: number): DayPartRules<WebDay> {
  return {
    kind: 'web',
    step,
    add: (day) => addWebDayPart(day, step),
    remove: (day, index) => removeWebDayPart(day, index),
    retime: (day, index, range) => retimeWebDayPart(day, index, range, step),
  };
}

interface WebScheduleEditorProps {
  days: readonly WebDay[];
  step: number;
  onStepChange: (step: number) => void;
  onChange: (days: WebDay[]) => void;
  disabled?: boolean;
}

/** A web channel's lead schedule: windows per weekday on a 30-minute or 1-hour step, no caps. */
export function WebScheduleEditor({
  days,
  step,
  onStepChange,
  onChange,
  disabled,
}: WebScheduleEditorProps) {
  const rules = useMemo(() => webDayRules(step), [step]);
  return (
    <Stack spacing={2}>
      <IntervalStepSelect kind="web" value={step} onChange={onStepChange} disabled={disabled} />
      <WeekView days={days} rules={rules} onChange={onChange} disabled={disabled} />
      <DayPartEditor days={days} rules={rules} onChange={onChange} disabled={disabled} />
    </Stack>
  );
}
