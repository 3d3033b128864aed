import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { MINUTES_PER_DAY, WEEKDAY_LABELS } from '@client-admin/domain/schedules/constants';
import {
  dayPartIssues,
  setDayActive,
  type Day,
  type PartOf,
  type TimeRange,
} from '@client-admin/domain/schedules/day-parts';
import { CapNumberField } from './cap-number-field';
import { replaceDay, timeLabel, type DayPartRules, type PartCapField } from './day-part-rules';

interface DayPartEditorProps<D extends Day> {
  days: readonly D[];
  rules: DayPartRules<D>;
  onChange: (days: D[]) => void;
  capFields?: readonly PartCapField<D>[];
  disabled?: boolean;
}

/**
 * The times on the step from `from` to `to`, both included, and the current time when it is
 * off the step (after a change of step), so that the select still shows it.
 */
function stepTimes(from: number, to: number, step: number, current: number): number[] {
  const times: number[] = [];
  for (let t = from; t <= to; t += step) times.push(t);
  if (!times.includes(current)) times.push(current);
  return times.sort((a, b) => a - b);
}

/**
 * A row per weekday, Sunday to Saturday: its active switch, its day parts (start and end on the
 * interval step, their caps) and the add and remove buttons. Every edit goes through the
 * domain's rules; a refusal is shown under the day.
 */
export function DayPartEditor<D extends Day>({
  days,
  rules,
  onChange,
  capFields = [],
  disabled,
}: DayPartEditorProps<D>) {
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const refuse = (weekday: number, message: string | null) =>
    setRefusals((current) => {
      const next = { ...current };
      if (message === null) delete next[weekday];
      else next[weekday] = message;
      return next;
    });
  const put = (day: D) => onChange(replaceDay(days, day));

  const retime = (day: D, index: number, range: TimeRange) => {
    const result = rules.retime(day, index, range);
    if (result.ok) {
      refuse(day.weekday, null);
      put(result.value);
    } else refuse(day.weekday, result.message);
  };

  return (
    <Stack spacing={1.5}>
      {days.map((day) => {
        const label = WEEKDAY_LABELS[day.weekday];
        const refusal = refusals[day.weekday];
        // What the server would refuse (e.g. times off a coarser step after the step changed).
        const issues = day.isActive ? dayPartIssues(day.parts, rules.kind, rules.step) : [];
        return (
          <Paper
            key={day.weekday}
            variant="outlined"
            component="fieldset"
            aria-label={label}
            sx={{ p: 1.5, m: 0, minWidth: 0 }}
          >
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Typography component="legend" sx={{ fontWeight: 500, float: 'left' }}>
                {label}
              </Typography>
              <FormControlLabel
                label="Active"
                disabled={disabled}
                control={
                  <Switch
                    checked={day.isActive}
                    onChange={(event) => put(setDayActive(day, event.target.checked))}
                    slotProps={{ input: { 'aria-label': `${label} active` } }}
                  />
                }
              />
            </Stack>
            <Stack spacing={1} sx={{ mt: 1, opacity: day.isActive ? 1 : 0.6 }}>
              {day.parts.map((part: PartOf<D>, index) => {
                const name = `${label} day part ${index + 1}`;
                const partIssues = [
                  ...new Set(issues.filter((i) => i.index === index).map((i) => i.message)),
                ];
                return (
                  <Stack key={index} spacing={0.5}>
                    <Stack
                      direction="row"
                      role="group"
                      aria-label={name}
                      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
                    >
                      <TextField
                        select
                        size="small"
                        label="Start"
                        value={part.start}
                        disabled={disabled}
                        onChange={(event) =>
                          retime(day, index, { start: Number(event.target.value), end: part.end })
                        }
                        slotProps={{ htmlInput: { 'aria-label': `${name} start` } }}
                        sx={{ width: 104 }}
                      >
                        {stepTimes(0, MINUTES_PER_DAY - rules.step, rules.step, part.start).map(
                          (t) => (
                            <MenuItem key={t} value={t}>
                              {timeLabel(t)}
                            </MenuItem>
                          ),
                        )}
                      </TextField>
                      <TextField
                        select
                        size="small"
                        label="End"
                        value={part.end}
                        disabled={disabled}
                        onChange={(event) =>
                          retime(day, index, { start: part.start, end: Number(event.target.value) })
                        }
                        slotProps={{ htmlInput: { 'aria-label': `${name} end` } }}
                        sx={{ width: 104 }}
                      >
                        {stepTimes(rules.step, MINUTES_PER_DAY, rules.step, part.end).map((t) => (
                          <MenuItem key={t} value={t}>
                            {timeLabel(t)}
                          </MenuItem>
                        ))}
                      </TextField>
                      {capFields.map((field) => (
                        <CapNumberField
                          key={field.key}
                          label={field.label}
                          ariaLabel={`${name} ${field.label.toLowerCase()}`}
                          value={Number(part[field.key])}
                          disabled={disabled}
                          onChange={(value) =>
                            put({
                              ...day,
                              parts: day.parts.map((p, i) =>
                                i === index ? { ...p, [field.key]: value } : p,
                              ),
                            })
                          }
                        />
                      ))}
                      <IconButton
                        aria-label={`Remove ${name}`}
                        disabled={disabled}
                        onClick={() => {
                          refuse(day.weekday, null);
                          put(rules.remove(day, index));
                        }}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                    {partIssues.map((message) => (
                      <FormHelperText key={message} error>
                        {message}
                      </FormHelperText>
                    ))}
                  </Stack>
                );
              })}
              <Box>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  disabled={disabled}
                  aria-label={`Add day part on ${label}`}
                  onClick={() => {
                    const result = rules.add(day);
                    if (result.ok) {
                      refuse(day.weekday, null);
                      put(result.value);
                    } else refuse(day.weekday, result.message);
                  }}
                >
                  Add day part
                </Button>
              </Box>
              {refusal && (
                <FormHelperText role="status" sx={{ color: 'warning.dark' }}>
                  {refusal}
                </FormHelperText>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
