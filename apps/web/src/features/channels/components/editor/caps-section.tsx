import { useFormContext } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { DAY_CAP_DEFAULTS, UNLIMITED_CAP } from '@client-admin/domain/day-caps';
import { useCapsMin } from '../../api/get-caps-min';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import {
  WEEKDAYS,
  scheduleForWeekly,
  turnOffWeekday,
  type ChannelDaySchedule,
} from '../../utils/day-cap-values';
import type { ChannelEditorContext } from './editor-context';
import { EditorSection } from './editor-section';
import { FormNumberField } from './form-number-field';

const isWeekday = (day: number) => day >= 1 && day <= 5;

/** Day caps Sunday..Saturday and the weekly cap; -1 is unlimited. */
export function CapsSection({ editor }: { editor: ChannelEditorContext }) {
  const { control, watch, setValue } = useFormContext<
    ChannelFormValues,
    unknown,
    ChannelDraftInput
  >();
  const minimums = useCapsMin(editor.channel?.id ?? null);
  const schedule = watch('dayCapSchedule');
  if (!schedule) return null;

  const setSchedule = (next: ChannelDaySchedule) =>
    setValue('dayCapSchedule', next, { shouldDirty: true, shouldValidate: true });
  const atLeast = (name: keyof ChannelDaySchedule) =>
    minimums.data ? `At least ${minimums.data[name]}` : undefined;

  return (
    <EditorSection id="caps" title="Caps">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <FormNumberField
          control={control}
          name="dayCapSchedule.weekly"
          label="Weekly cap"
          integer
          min={UNLIMITED_CAP}
          disabled={schedule.weekly === UNLIMITED_CAP}
          {...(atLeast('weekly') ? { helperText: atLeast('weekly') } : {})}
          onValueChange={(weekly) => {
            if (weekly !== null && Number.isInteger(weekly) && weekly >= UNLIMITED_CAP) {
              setSchedule(scheduleForWeekly(weekly));
            }
          }}
        />
        <FormControlLabel
          label="Unlimited"
          control={
            <Checkbox
              checked={schedule.weekly === UNLIMITED_CAP}
              slotProps={{ input: { 'aria-label': 'Unlimited weekly cap' } }}
              onChange={(_event, checked) =>
                setSchedule(scheduleForWeekly(checked ? UNLIMITED_CAP : DAY_CAP_DEFAULTS.weekly))
              }
            />
          }
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Changing the weekly cap recalculates the weekday caps and sets the weekend to 1.
      </Typography>
      <Grid container spacing={2}>
        {WEEKDAYS.map(([name, label], day) => {
          const cap = schedule[name];
          return (
            <Grid key={name} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <Stack spacing={0.5}>
                <FormNumberField
                  control={control}
                  name={`dayCapSchedule.${name}`}
                  label={label}
                  integer
                  min={UNLIMITED_CAP}
                  disabled={cap === UNLIMITED_CAP}
                  {...(atLeast(name) ? { helperText: atLeast(name) } : {})}
                />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <FormControlLabel
                    label="Unlimited"
                    control={
                      <Checkbox
                        checked={cap === UNLIMITED_CAP}
                        slotProps={{ input: { 'aria-label': `${label} unlimited` } }}
                        onChange={(_event, checked) =>
                          setSchedule({
                            ...schedule,
                            [name]: checked ? UNLIMITED_CAP : DAY_CAP_DEFAULTS.daily,
                          })
                        }
                      />
                    }
                  />
                  {isWeekday(day) && (
                    <Button
                      size="small"
                      aria-label={`Turn off ${label}`}
                      disabled={cap === 0 || cap === UNLIMITED_CAP}
                      onClick={() => setSchedule(turnOffWeekday(schedule, day))}
                    >
                      Turn off
                    </Button>
                  )}
                </Stack>
              </Stack>
            </Grid>
          );
        })}
      </Grid>
    </EditorSection>
  );
}
