import { useFormContext } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { isStaffOnlyChannelField } from '@client-admin/domain/channel-field-access';
import { FormSwitchField } from '../../../../lib/form/form-switch-field';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { hasStateOverrides, type ChannelEditorContext } from './editor-context';
import { EditorSection } from './editor-section';
import { FormNumberField } from './form-number-field';
import { StateOverridesTable } from './state-overrides-table';

const SWITCHES = [
  ['enableRecording', 'Enable recording'],
  ['enableAutoPause', 'Auto pause'],
  ['isPremium', 'Premium'],
  ['isHidePhoneNumber', 'Hide phone number'],
  ['isLegAnchor', 'Leg anchor'],
] as const;

const NUMBER_FIELDS = [
  { name: 'missedCallPenalty', label: 'Missed call penalty', integer: false },
  { name: 'missedCallRate', label: 'Missed call rate (%)', integer: false },
  { name: 'answerRate', label: 'Answer rate (%)', integer: false },
  { name: 'unansweredThreshold', label: 'Unanswered threshold', integer: true },
  { name: 'billTimeThreshold', label: 'Bill time threshold (seconds)', integer: true },
] as const;

/** Settings only call channels have; call campaigns add their state overrides. */
export function CallSettingsSection({ editor }: { editor: ChannelEditorContext }) {
  const { control } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
  // A client user does not see what only staff may set (decision 0014).
  const shown = (name: string) => editor.isStaff || !isStaffOnlyChannelField(name);
  return (
    <EditorSection id="call-settings" title="Call settings">
      <Grid container spacing={1}>
        {SWITCHES.filter(([name]) => shown(name)).map(([name, label]) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
            <FormSwitchField control={control} name={name} label={label} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        {NUMBER_FIELDS.filter(({ name }) => shown(name)).map(({ name, label, integer }) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
            <FormNumberField
              control={control}
              name={name}
              label={label}
              integer={integer}
              min={0}
            />
          </Grid>
        ))}
      </Grid>
      {hasStateOverrides(editor) && <StateOverridesTable isStaff={editor.isStaff} />}
    </EditorSection>
  );
}
