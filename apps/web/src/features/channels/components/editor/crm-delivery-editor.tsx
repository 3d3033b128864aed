import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { FormTextField } from '../../../../lib/form/form-text-field';
import { useCrmTargets } from '../../api/get-crm-targets';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { ecrmAddError, ecrmEntryErrors, newCrmDelivery } from '../../utils/crm-delivery';
import { crmVariableLabel } from '../../utils/crm-variable-label';
import { EDITOR_MESSAGES } from '../../utils/editor-messages';
import type { ChannelEditorContext } from './editor-context';

/** CRM delivery entries: a CRM target and the values of its variables. */
export function CrmDeliveryEditor({ editor }: { editor: ChannelEditorContext }) {
  const { control, getValues, setError, clearErrors } = useFormContext<
    ChannelFormValues,
    unknown,
    ChannelDraftInput
  >();
  const { fields, append, remove } = useFieldArray({ control, name: 'crmDelivery' });
  const targets = useCrmTargets(editor.clientId);
  const [domain, setDomain] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const targetOf = (d: string) => targets.data?.find((t) => t.domain === d);

  const add = () => {
    const target = targetOf(domain);
    if (!target) return;
    const error = ecrmAddError(target, editor.agencyEmail);
    setAddError(error);
    if (error) return;
    append(newCrmDelivery(target));
    setDomain('');
  };

  // The ECRM e-mail check runs when the first value is left, as well as on save.
  const checkEntry = (index: number) => {
    const name = `crmDelivery.${index}.variables.0` as const;
    const [failure] = ecrmEntryErrors(
      [getValues(`crmDelivery.${index}`)],
      targets.data ?? [],
      editor.agencyEmail,
    );
    if (failure) setError(name, { type: 'ecrm', message: failure.message });
    else clearErrors(name);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        CRM delivery
      </Typography>
      {targets.isError && <Alert severity="error">{EDITOR_MESSAGES.getCrmTargets}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          fullWidth
          label="CRM target"
          value={domain}
          error={!!addError}
          helperText={addError ?? undefined}
          onChange={(event) => {
            setDomain(event.target.value);
            setAddError(null);
          }}
        >
          {(targets.data ?? []).map((t) => (
            <MenuItem key={t.domain} value={t.domain}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={add} disabled={!domain} sx={{ flexShrink: 0, mt: 1 }}>
          Add CRM delivery
        </Button>
      </Stack>
      {fields.map((entry, index) => {
        const target = targetOf(entry.domain);
        const names = target?.variableNames ?? entry.variables.map((_, i) => `Variable ${i + 1}`);
        return (
          <Paper key={entry.id} variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={2}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle2" component="h4">
                  {target?.name ?? entry.domain}
                </Typography>
                <Button size="small" color="error" onClick={() => remove(index)}>
                  Remove {target?.name ?? entry.domain}
                </Button>
              </Stack>
              <Grid container spacing={2}>
                {names.map((variable, j) => (
                  <Grid
                    key={variable}
                    size={{ xs: 12, sm: 6 }}
                    // React's blur bubbles: the ECRM value is checked as the person leaves it.
                    {...(j === 0 && target?.isEcrm ? { onBlur: () => checkEntry(index) } : {})}
                  >
                    <FormTextField
                      control={control}
                      name={`crmDelivery.${index}.variables.${j}`}
                      label={crmVariableLabel(variable)}
                      {...(j === 0 && target?.isEcrm
                        ? { helperText: 'The agency e-mail before the @' }
                        : {})}
                    />
                  </Grid>
                ))}
              </Grid>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
