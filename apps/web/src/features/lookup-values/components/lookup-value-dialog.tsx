import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { saveLookupValueRequest, type LookupValue } from '@client-admin/contracts/lookup-values';
import { id, LENGTHS } from '@client-admin/contracts/schema-builders';
import { LOOKUP_VALUE_MESSAGES as M } from '@client-admin/domain/lookup-values/lookup-value-messages';
import { FormDialog } from '../../../components/form-dialog';
import { applyRefusedFields } from '../../../lib/form/apply-server-errors';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useLookupFilterTypes } from '../api/get-lookup-filter-types';
import { useSaveLookupValue } from '../api/save-lookup-value';

/** The contract's body; the filter is null until one is chosen. */
const lookupValueForm = saveLookupValueRequest
  .extend({ filterTypeId: id.nullable() })
  .pipe(saveLookupValueRequest);
type LookupValueFormValues = z.input<typeof lookupValueForm>;
const FIELDS = ['filterTypeId', 'value', 'label'];

const valuesOf = (lookupValue: LookupValue | undefined): LookupValueFormValues => ({
  ...(lookupValue ? { id: lookupValue.id } : {}),
  filterTypeId: lookupValue?.filterTypeId ?? null,
  value: lookupValue?.value ?? '',
  label: lookupValue?.label ?? '',
});

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
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    LookupValueFormValues,
    unknown,
    z.output<typeof lookupValueForm>
  >({ resolver: zodResolver(lookupValueForm), defaultValues: valuesOf(lookupValue) });
  const typeOptions = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  const submit = handleSubmit((body) => {
    setRefusal(null);
    save.mutate(body, {
      onSuccess: () => {
        toast.success(M.saved);
        onClose();
      },
      onError: (error) => {
        if (applyRefusedFields(error, FIELDS, setError) > 0) return;
        setRefusal(error instanceof ApiError && error.status !== 0 ? error.message : M.saveFailed);
      },
    });
  });

  return (
    <FormDialog
      title={lookupValue ? 'Edit lookup value' : 'Add lookup value'}
      submitLabel="Save"
      busy={save.isPending}
      submitDisabled={!formState.isValid}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="filterTypeId"
        label="Filter"
        options={typeOptions}
        parse={Number}
        required
        disabled={!types.data}
        helperText={types.isError ? M.getFailed : ' '}
      />
      <FormTextField
        control={control}
        name="value"
        label="Value"
        required
        slotProps={{ htmlInput: { maxLength: LENGTHS.name } }}
        helperText="What the lead carries, e.g. EXCELLENT"
      />
      <FormTextField
        control={control}
        name="label"
        label="Label"
        required
        slotProps={{ htmlInput: { maxLength: LENGTHS.name } }}
        helperText="What people read, e.g. Excellent"
      />
    </FormDialog>
  );
}
