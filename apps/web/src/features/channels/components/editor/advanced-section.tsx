import { useFormContext } from 'react-hook-form';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChannelDetail, ChannelDraftInput } from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { formatDate } from '../../../../lib/format';
import { FormSelectField } from '../../../../lib/form/form-select-field';
import { FormSwitchField } from '../../../../lib/form/form-switch-field';
import { FormTextField } from '../../../../lib/form/form-text-field';
import { useToast } from '../../../../lib/toast';
import { useOptionList } from '../../../../lib/option-lists/get-option-list';
import { useResetEpr } from '../../api/reset-epr';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { EDITOR_MESSAGES } from '../../utils/editor-messages';
import type { ChannelEditorContext } from './editor-context';
import { EditorSection } from './editor-section';
import { FormNumberField } from './form-number-field';

const SWITCHES = [
  ['backfill', 'Backfill'],
  ['acceptsBundle', 'Accepts bundle'],
  ['acceptsCombo', 'Accepts combo'],
  ['expansionOptOut', 'Expansion opt-out'],
] as const;

/** Staff-only settings. */
export function AdvancedSection({ editor }: { editor: ChannelEditorContext }) {
  const { control } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
  const reps = useOptionList('ACCOUNT_REPS');

  return (
    <EditorSection id="advanced" title="Advanced">
      <Grid container spacing={1}>
        {SWITCHES.map(([name, label]) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
            <FormSwitchField control={control} name={name} label={label} />
          </Grid>
        ))}
      </Grid>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <FormNumberField control={control} name="eprMultiplier" label="EPR multiplier" min={0} />
        {editor.channel && (
          <ResetEprButton clientId={editor.channel.clientId} channel={editor.channel} />
        )}
      </Stack>
      <FormTextField
        control={control}
        name="subscriptionDescription"
        label="Subscription description"
        multiline
        minRows={2}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="upsellRep"
            label="Upsell rep"
            options={reps.data ?? []}
            emptyLabel="None"
            disabled={reps.isPending}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="upsellPromo" label="Upsell promo" />
        </Grid>
      </Grid>
    </EditorSection>
  );
}

function ResetEprButton({ clientId, channel }: { clientId: number; channel: ChannelDetail }) {
  const toast = useToast();
  const reset = useResetEpr(clientId, channel.id);
  return (
    <Stack spacing={0.5} sx={{ flexShrink: 0 }}>
      <Button
        variant="outlined"
        disabled={reset.isPending}
        onClick={() =>
          reset.mutate(undefined, {
            onSuccess: () => toast.success(EDITOR_MESSAGES.eprReset),
            onError: () => toast.error(CHANNEL_MESSAGES.resetEpr),
          })
        }
      >
        Reset EPR
      </Button>
      {channel.eprResetDate && (
        <Typography variant="caption" color="text.secondary">
          Last reset {formatDate(channel.eprResetDate)}
        </Typography>
      )}
    </Stack>
  );
}
