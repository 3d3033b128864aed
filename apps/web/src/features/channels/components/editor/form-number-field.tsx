import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FormNumberFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  helperText?: string;
  disabled?: boolean;
  /** Whole numbers only (caps, counts); money otherwise. */
  integer?: boolean;
  min?: number;
  /** Called with each number typed, after the form has it. */
  onValueChange?: (value: number | null) => void;
}

const parse = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const toText = (value: number | null) => (value === null ? '' : String(value));

/** A number input whose form value is a number, or null when left empty. */
export function FormNumberField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
  integer,
  min,
  onValueChange,
}: FormNumberFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          name={field.name}
          value={field.value as number | null | undefined}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          error={fieldState.error?.message}
          helperText={helperText}
          disabled={disabled}
          step={integer ? 1 : 0.01}
          min={min}
        />
      )}
    />
  );
}

interface NumberInputProps {
  label: string;
  name: string;
  value: number | null | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  onBlur: () => void;
  onChange: (value: number | null) => void;
  error: string | undefined;
  helperText: string | undefined;
  disabled: boolean | undefined;
  step: number;
  min: number | undefined;
}

function NumberInput({
  value,
  onChange,
  error,
  helperText,
  step,
  min,
  ...props
}: NumberInputProps) {
  // The text is kept as typed ("1." on the way to "1.5"); a value set from outside replaces it.
  const current = value ?? null;
  const [text, setText] = useState(toText(current));
  const [synced, setSynced] = useState(current);
  if (!Object.is(synced, current)) {
    setSynced(current);
    if (!Object.is(parse(text), current)) setText(toText(current));
  }
  return (
    <TextField
      {...props}
      fullWidth
      type="number"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { step, min, inputMode: step === 1 ? 'numeric' : 'decimal' } }}
    />
  );
}
