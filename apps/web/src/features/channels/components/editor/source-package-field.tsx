import { Controller, useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { ApiError } from '../../../../lib/http';
import { useSourcePackages } from '../../api/get-source-packages';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import type { ChannelEditorContext } from './editor-context';

/** Staff pick the source-only package a channel draws from (none by default). */
export function SourcePackageField({ editor }: { editor: ChannelEditorContext }) {
  const { control, watch } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
  const quoteType = watch('quoteType');
  const packages = useSourcePackages(editor.carrier, quoteType || null, editor.isStaff);
  // A 401 is left silent (seed 001 §8): the sign-in flow handles it.
  const failed =
    packages.isError && !(packages.error instanceof ApiError && packages.error.status === 401);

  return (
    <>
      {failed && <Alert severity="error">{CHANNEL_MESSAGES.sourcePackages}</Alert>}
      <Controller
        control={control}
        name="sourcePackage"
        render={({ field }) => {
          const value = field.value?.id ?? '';
          const options = packages.data ?? [];
          return (
            <TextField
              select
              fullWidth
              label="Source package"
              name={field.name}
              value={options.some((p) => p.id === value) ? value : ''}
              disabled={!quoteType}
              onChange={(event) =>
                field.onChange(
                  event.target.value
                    ? { id: event.target.value, startDate: field.value?.startDate ?? null }
                    : null,
                )
              }
            >
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
              {options.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          );
        }}
      />
    </>
  );
}
