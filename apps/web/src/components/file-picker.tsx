import { useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../lib/visually-hidden';

interface FilePickerProps {
  /** The input's accessible name. */
  label: string;
  file: File | null;
  error: string | null;
  onPick: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * Picks an xlsx or CSV file (the subsidy and Farmers imports, the territory opt-in file); what
 * was picked, or why it will not do, is said beside it.
 */
export function FilePicker({ label, file, error, onPick, disabled = false }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <input
        ref={input}
        type="file"
        accept=".csv,.xlsx"
        aria-label={label}
        style={visuallyHidden}
        disabled={disabled}
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        disabled={disabled}
        onClick={() => input.current?.click()}
        sx={{ flexShrink: 0 }}
      >
        Choose file
      </Button>
      <Typography
        color={error ? 'error' : file ? 'text.primary' : 'text.secondary'}
        role={error ? 'alert' : undefined}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {error ?? file?.name ?? 'No file chosen'}
      </Typography>
    </Stack>
  );
}
