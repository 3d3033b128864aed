import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  createFeatureFlagRuleRequest,
  type CreateFeatureFlagRuleRequest,
} from '@client-admin/contracts/features';
import { CLIENT_TYPES } from '@client-admin/domain/client-types';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useCreateFeatureFlagRule } from '../api/create-feature-flag-rule';

interface RuleFormValues {
  target: 'client' | 'group';
  clientId: string;
  carrier: string;
  clientType: string;
  enabled: boolean;
}

// The form's text fields become the contract's request; its rules and messages stay in the contract.
const ruleForm = z
  .object({
    target: z.enum(['client', 'group']),
    clientId: z.string(),
    carrier: z.string(),
    clientType: z.string(),
    enabled: z.boolean(),
  })
  .transform((values): CreateFeatureFlagRuleRequest =>
    values.target === 'client'
      ? {
          clientId: values.clientId.trim() === '' ? null : Number(values.clientId),
          enabled: values.enabled,
        }
      : {
          carrier: values.carrier.trim() === '' ? null : values.carrier,
          // Checked by the contract below.
          clientType:
            values.clientType === ''
              ? null
              : (values.clientType as CreateFeatureFlagRuleRequest['clientType']),
          enabled: values.enabled,
        },
  )
  .pipe(createFeatureFlagRuleRequest);

const defaults: RuleFormValues = {
  target: 'group',
  clientId: '',
  carrier: '',
  clientType: '',
  enabled: true,
};

interface Props {
  flag: string;
  onClose: () => void;
}

/** Adds a rule to a flag: one client, or a carrier and/or a client type, with its value. */
export function AddRuleDialog({ flag, onClose }: Props) {
  const toast = useToast();
  const create = useCreateFeatureFlagRule(flag);
  const { control, handleSubmit, setError, formState } = useForm<
    RuleFormValues,
    unknown,
    CreateFeatureFlagRuleRequest
  >({ resolver: zodResolver(ruleForm), defaultValues: defaults });
  const target = useWatch({ control, name: 'target' });

  const submit = handleSubmit(async (request) => {
    try {
      await create.mutateAsync(request);
      toast.success(`Rule added to ${flag}`);
      onClose();
    } catch (error) {
      const fields = ['clientId', 'carrier', 'clientType'] as const;
      let placed = false;
      if (error instanceof ApiError) {
        for (const field of fields) {
          const message = error.errors?.[field];
          if (message) {
            setError(field, { type: 'server', message });
            placed = true;
          }
        }
      }
      if (!placed) toast.error(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <FormDialog
      title={`Add rule to ${flag}`}
      submitLabel="Add rule"
      busyLabel="Adding…"
      busy={formState.isSubmitting}
      refusal={null}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="target"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={field.value}
            onChange={(_, value: RuleFormValues['target'] | null) => {
              if (value) field.onChange(value);
            }}
            aria-label="Rule target"
          >
            <ToggleButton value="group">Carrier / client type</ToggleButton>
            <ToggleButton value="client">One client</ToggleButton>
          </ToggleButtonGroup>
        )}
      />
      {target === 'client' ? (
        <Controller
          control={control}
          name="clientId"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Client id"
              type="number"
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              autoFocus
            />
          )}
        />
      ) : (
        <>
          <Controller
            control={control}
            name="carrier"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label="Carrier (parent company code)"
                placeholder="STATEFARM"
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="clientType"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                label="Client type"
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                <MenuItem value="">Any</MenuItem>
                {CLIENT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {type}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </>
      )}
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label={field.value ? 'Enabled' : 'Disabled'}
          />
        )}
      />
    </FormDialog>
  );
}
