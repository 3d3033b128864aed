import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface ListTextFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  helperText: string;
  /** The first message of the list's items, from the form's errors. */
  error: string | undefined;
}

const toList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A comma-separated text box whose form value is the list of its items. */
export function ListTextField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  helperText,
  error,
}: ListTextFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ListInput
          label={label}
          name={field.name}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          helperText={error ?? helperText}
          error={!!error}
        />
      )}
    />
  );
}

interface ListInputProps {
  label: string;
  name: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  helperText: string;
  error: boolean;
}

function ListInput({ value, onChange, ...props }: ListInputProps) {
  const joined = value.join(', ');
  // The text is kept as typed (a trailing comma on the way to the next item).
  const [text, setText] = useState(joined);
  const [synced, setSynced] = useState(joined);
  if (synced !== joined) {
    setSynced(joined);
    if (toList(text).join(', ') !== joined) setText(joined);
  }
  return (
    <TextField
      {...props}
      fullWidth
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(toList(event.target.value));
      }}
    />
  );
}
