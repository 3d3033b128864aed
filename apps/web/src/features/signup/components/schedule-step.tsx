import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  decodeAccountSchedule,
  encodeAccountSchedule,
} from '@client-admin/domain/schedules/account-schedule';
import { activationDateOrTomorrow, EMPTY_DATE } from '@client-admin/domain/signup/signup-lifecycle';
import { AccountScheduleEditor } from '../../../components/schedule/account-schedule-editor';
import { FormSwitchField } from '../../../lib/form/form-switch-field';
import { todayInNewYork, type SignupFormValues } from '../utils/signup-form-values';

/**
 * Step 4, Schedule: the account schedule (days, day parts and their concurrency caps), and when
 * the account starts: at once, or on an activation date (New York time).
 */
export function ScheduleStep({ readOnly }: { readOnly: boolean }) {
  const { control, setValue } = useFormContext<SignupFormValues>();
  const [schedule, immediate] = useWatch({
    control,
    name: ['clientSchedule', 'immediateActivation'],
  });
  const dirty = { shouldDirty: true, shouldValidate: true };

  return (
    <Stack spacing={3}>
      <Stack component="section" aria-labelledby="signup-schedule-heading" spacing={2}>
        <Typography
          variant="subtitle1"
          component="h3"
          id="signup-schedule-heading"
          sx={{ fontWeight: 600 }}
        >
          Account schedule
        </Typography>
        {schedule.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            The default schedule until changed: Monday to Friday, 09:00 to 17:00.
          </Typography>
        )}
        <FormSwitchField
          control={control}
          name="preventCapsPerScheduleOverride"
          label="Prevent cap override"
          disabled={readOnly}
        />
        <AccountScheduleEditor
          days={decodeAccountSchedule(schedule)}
          disabled={readOnly}
          onChange={(days) => setValue('clientSchedule', encodeAccountSchedule(days), dirty)}
        />
      </Stack>
      <Stack component="section" aria-labelledby="signup-activation-heading" spacing={2}>
        <Typography
          variant="subtitle1"
          component="h3"
          id="signup-activation-heading"
          sx={{ fontWeight: 600 }}
        >
          Activation
        </Typography>
        <FormControlLabel
          label="Activate immediately at signing"
          disabled={readOnly}
          control={
            <Switch
              checked={immediate}
              onChange={(_event, checked) => {
                setValue('immediateActivation', checked, dirty);
                // No date with immediate activation; without it, tomorrow until one is chosen.
                setValue(
                  'activationDate',
                  checked ? null : activationDateOrTomorrow(EMPTY_DATE, todayInNewYork()),
                  dirty,
                );
              }}
            />
          }
        />
        <Controller
          control={control}
          name="activationDate"
          render={({ field, fieldState }) => (
            <TextField
              type="date"
              label="Activation date (ET)"
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? null : event.target.value)
              }
              disabled={readOnly || immediate}
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ?? 'The account starts on this day, New York time'
              }
              sx={{ maxWidth: 320 }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
      </Stack>
    </Stack>
  );
}
