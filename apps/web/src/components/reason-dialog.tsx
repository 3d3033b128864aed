import type { ReactNode } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormSelectField } from '../lib/form/form-select-field';
import { FormTextField } from '../lib/form/form-text-field';
import { FormDialog } from './form-dialog';

/** What the dialog's fields hold before its schema reads them. */
export interface ReasonValues {
  reason: string;
  description: string;
}

interface ReasonDialogProps<Out extends FieldValues> {
  title: string;
  submitLabel: string;
  busyLabel: string;
  reasonLabel: string;
  /** Code to text, offered in this order. */
  reasons: Readonly<Record<string, string>>;
  /** Reads the fields into what is sent; its messages show on the fields. */
  schema: z.ZodType<Out, ReasonValues>;
  busy: boolean;
  /** Why the server refused. */
  refusal: string | null;
  onSubmit: (values: Out) => void;
  onClose: () => void;
  /** What the reason is given for, above the fields. */
  children?: ReactNode;
}

/** Asks for a reason from a list and a description (a credit request, a credit denial). */
export function ReasonDialog<Out extends FieldValues>({
  title,
  submitLabel,
  busyLabel,
  reasonLabel,
  reasons,
  schema,
  busy,
  refusal,
  onSubmit,
  onClose,
  children,
}: ReasonDialogProps<Out>) {
  const { control, handleSubmit } = useForm<ReasonValues, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', description: '' },
  });
  const options = Object.entries(reasons).map(([value, label]) => ({ value, label }));
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      busy={busy}
      refusal={refusal}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      {children}
      <FormSelectField
        control={control}
        name="reason"
        label={reasonLabel}
        options={options}
        required
      />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        required
        multiline
        minRows={3}
      />
    </FormDialog>
  );
}
