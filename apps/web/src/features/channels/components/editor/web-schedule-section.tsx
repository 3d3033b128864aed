import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ChannelInput } from '@client-admin/contracts/channels';
import { DEFAULT_WEB_INTERVAL_STEP } from '@client-admin/domain/schedules/constants';
import { defaultWebSchedule, type WebDay } from '@client-admin/domain/schedules/web-schedule';
import {
  decodeWebSchedule,
  encodeWebSchedule,
  type WebLeadScheduleEntry,
} from '@client-admin/domain/schedules/web-schedule-wire';
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

/**
 * A web channel's lead schedule: part of the channel, saved with it (its `schedule` field in
 * the wire form of seed 001 §5).
 */
export function WebScheduleSection({ editor }: { editor: ChannelEditorContext }) {
  const { control } = useFormContext<ChannelFormValues, unknown, ChannelInput>();
  const { field, fieldState } = useController({ control, name: 'schedule' });
  // The days are kept here: an inactive day keeps its parts while the form holds the wire form.
  const [days, setDays] = useState<WebDay[]>(() =>
    readWebSchedule(field.value as WebLeadScheduleEntry[] | undefined),
  );
  const [step, setStep] = useState(DEFAULT_WEB_INTERVAL_STEP);

  return (
    <EditorSection id="web-schedule" title="Lead schedule">
      <Typography variant="body2" color="text.secondary">
        The hours this channel takes web leads. Saved with the channel.
      </Typography>
      <WebScheduleEditor
        days={days}
        step={step}
        onStepChange={setStep}
        onChange={(next) => {
          setDays(next);
          field.onChange(encodeWebSchedule(next, editor.channel?.id ?? 0));
        }}
      />
      {fieldState.error?.message && (
        <FormHelperText error>{fieldState.error.message}</FormHelperText>
      )}
    </EditorSection>
  );
}
