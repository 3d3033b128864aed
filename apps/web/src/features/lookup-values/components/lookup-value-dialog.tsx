import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LookupValue } from '@client-admin/contracts/lookup-values';
import { LOOKUP_VALUE_MESSAGES as M } from '@client-admin/domain/lookup-values/lookup-value-messages';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useLookupFilterTypes } from '../api/get-lookup-filter-types';
import { useSaveLookupValue } from '../api/save-lookup-value';

interface LookupValueDialogProps {
  /** The value being changed; absent for a new one. */
  lookupValue?: LookupValue;
  onClose: () => void;
}

/** Adds a lookup value to a lookup filter type, or changes one. */
export function LookupValueDialog({ lookupValue, onClose }: LookupValueDialogProps) {
  const toast = useToast();
  const types = useLookupFilterTypes();
  const save = useSaveLookupValue();
  const [filterTypeId, setFilterTypeId] = useState(
    lookupValue ? String(lookupValue.filterTypeId) : '',
  );
  const [value, setValue] = useState(lookupValue?.value ?? '');
  const [label, setLabel] = useState(lookupValue?.label ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setRefusal(null);
    save.mutate(
      {
        ...(lookupValue ? { id: lookupValue.id } : {}),
        filterTypeId: Number(filterTypeId),
        value,
        label,
      },
      {
        onSuccess: () => {
          toast.success(M.saved);
          onClose();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? (error.errors ?? {}) : {};
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length === 0) {
            setRefusal(
              error instanceof ApiError && error.status !== 0 ? error.message : M.saveFailed,
            );
          }
        },
      },
    );
  };

  return (
    <FormDialog
      title={lookupValue ? 'Edit lookup value' : 'Add lookup value'}
      submitLabel="Save"
      busy={save.isPending}
      submitDisabled={filterTypeId === '' || value.trim() === '' || label.trim() === ''}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        select
        required
        label="Filter"
        value={filterTypeId}
        onChange={(e) => setFilterTypeId(e.target.value)}
        disabled={!types.data}
        error={Boolean(errors.filterTypeId)}
        helperText={errors.filterTypeId ?? (types.isError ? M.getFailed : ' ')}
      >
        {(types.data ?? []).map((t) => (
          <MenuItem key={t.id} value={String(t.id)}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        label="Value"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        error={Boolean(errors.value)}
        helperText={errors.value ?? 'What the lead carries, e.g. EXCELLENT'}
      />
      <TextField
        required
        label="Label"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        error={Boolean(errors.label)}
        helperText={errors.label ?? 'What people read, e.g. Excellent'}
      />
    </FormDialog>
  );
}
