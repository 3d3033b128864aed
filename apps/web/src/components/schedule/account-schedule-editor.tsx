import Stack from '@mui/material/Stack';
import {
  ACCOUNT_SCHEDULE_STEP,
  addAccountDayPart,
  removeAccountDayPart,
  retimeAccountDayPart,
  type AccountDay,
  type AccountDayPart,
} from '@client-admin/domain/schedules/account-schedule';
import { DayPartEditor } from './day-part-editor';
import type { DayPartRules, PartCapField } from './day-part-rules';
import { WeekView } from './week-view';

export const ACCOUNT_DAY_RULES: DayPartRules<AccountDay> = {
  kind: 'call',
  step: ACCOUNT_SCHEDULE_STEP,
  add: addAccountDayPart,
  remove: removeAccountDayPart,
  retime: retimeAccountDayPart,
};

const ACCOUNT_CAP_FIELDS: readonly PartCapField<AccountDay>[] = [
  { key: 'concurrencyCap', label: 'Concurrency cap' },
];

const describeAccountPart = (part: AccountDayPart) => `cc ${part.concurrencyCap}`;

/** The client's account schedule: day parts with a concurrency cap, on the 15-minute step. */
export function AccountScheduleEditor({
  days,
  onChange,
  disabled,
}: {
  days: readonly AccountDay[];
  onChange: (days: AccountDay[]) => void;
  disabled?: boolean;
}) {
  return (
    <Stack spacing={2}>
      <WeekView
        days={days}
        rules={ACCOUNT_DAY_RULES}
        onChange={onChange}
        describePart={describeAccountPart}
        disabled={disabled}
      />
      <DayPartEditor
        days={days}
        rules={ACCOUNT_DAY_RULES}
        onChange={onChange}
        capFields={ACCOUNT_CAP_FIELDS}
        disabled={disabled}
      />
    </Stack>
  );
}
