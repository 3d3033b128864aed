import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import {
  DEFAULT_WEB_INTERVAL_STEP,
  WEEKDAY_LABELS,
} from '@client-admin/domain/schedules/constants';
import { defaultWebSchedule, type WebDay } from '@client-admin/domain/schedules/web-schedule';
import {
  decodeWebSchedule,
  encodeWebSchedule,
  type WebLeadScheduleEntry,
} from '@client-admin/domain/schedules/web-schedule-wire';
import { timeLabel } from '../../../../components/schedule/day-part-rules';
import { WebScheduleEditor } from '../../../../components/schedule/web-schedule-editor';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import type { ChannelEditorContext } from './editor-context';
import { EditorSection } from './editor-section';

/** The stored entries as days; entries the rules cannot read give the default schedule. */
function readWebSchedule(entries: readonly WebLeadScheduleEntry[] | undefined): WebDay[] {
  try {
    return decodeWebSchedule(entries ?? []);
  } catch {
    return defaultWebSchedule();
  }
}

/** One line a person reads without opening the editor: the active days and their hours. */
function scheduleSummary(days: readonly WebDay[]): string {
  const active = days.filter((day) => day.isActive);
  if (active.length === 0) return 'No day is active.';
  return active
    .map((day) => {
      const hours = day.parts.map((p) => `${timeLabel(p.start)}–${timeLabel(p.end)}`).join(', ');
      return `${WEEKDAY_LABELS[day.weekday]} ${hours}`;
    })
    .join('; ');
}

/**
 * A web channel's lead schedule: part of the channel, saved with it (its `schedule` field in
 * the wire form of seed 001 §5).
 */
export function WebScheduleSection({ editor }: { editor: ChannelEditorContext }) {
  const { control } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
  const { field, fieldState } = useController({ control, name: 'schedule' });
  // The days are kept here: an inactive day keeps its parts while the form holds the wire form.
  const [days, setDays] = useState<WebDay[]>(() =>
    readWebSchedule(field.value as WebLeadScheduleEntry[] | undefined),
  );
  const [step, setStep] = useState(DEFAULT_WEB_INTERVAL_STEP);
  // The week's editor is large: it opens on demand, the summary says what is set meanwhile.
  const [open, setOpen] = useState(false);
  const editorId = useId();

  return (
    <EditorSection id="web-schedule" title="Lead schedule">
      <Typography variant="body2" color="text.secondary">
        The hours this channel takes web leads. Saved with the channel.
      </Typography>
      <Typography variant="body2">{scheduleSummary(days)}</Typography>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        aria-expanded={open}
        aria-controls={editorId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close lead schedule' : 'Edit lead schedule'}
      </Button>
      {open && (
        <div id={editorId}>
          <WebScheduleEditor
            days={days}
            step={step}
            onStepChange={setStep}
            onChange={(next) => {
              setDays(next);
              field.onChange(encodeWebSchedule(next, editor.channel?.id ?? 0));
            }}
          />
        </div>
      )}
      {fieldState.error?.message && (
        <FormHelperText error>{fieldState.error.message}</FormHelperText>
      )}
    </EditorSection>
  );
}
