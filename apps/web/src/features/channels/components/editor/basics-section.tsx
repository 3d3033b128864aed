import { useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { CALL_TYPE_LABELS } from '@client-admin/domain/call-types';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { FormSelectField } from '../../../../lib/form/form-select-field';
import { FormTextField } from '../../../../lib/form/form-text-field';
import { useQuoteTypes } from '../../api/get-quote-types';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { EDITOR_MESSAGES } from '../../utils/editor-messages';
import type { ChannelEditorContext } from './editor-context';
import { EditorSection } from './editor-section';

const CALL_TYPE_OPTIONS = Object.entries(CALL_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const SERVICE_LABELS = { Web: 'Web', Call: 'Call', CallCampaign: 'Call campaign' } as const;

export function BasicsSection({ editor }: { editor: ChannelEditorContext }) {
  const { control, watch } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
  const quoteTypes = useQuoteTypes(editor.carrier, editor.serviceType, editor.clientId);
  const locked = watch('quoteTypeIsLocked');
  const options = (quoteTypes.data ?? []).map((q) => ({ value: q.code, label: q.label }));

  return (
    <EditorSection id="basics" title="Basics">
      {quoteTypes.isError && <Alert severity="error">{EDITOR_MESSAGES.getQuoteTypes}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="quoteType"
            label="Quote type"
            options={options}
            disabled={locked || quoteTypes.isPending}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="customName" label="Custom name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label="Service type"
            value={SERVICE_LABELS[editor.service]}
            slotProps={{ input: { readOnly: true } }}
          />
        </Grid>
        {editor.serviceType === 'Call' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="callType"
              label="Call type"
              options={CALL_TYPE_OPTIONS}
              emptyLabel="Not set"
            />
          </Grid>
        )}
      </Grid>
    </EditorSection>
  );
}
