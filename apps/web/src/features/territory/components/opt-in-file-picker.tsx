import { useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../lib/visually-hidden';

interface OptInFilePickerProps {
  file: File | null;
  error: string | null;
  onPick: (file: File | null) => void;
}

/** Picks the CSV or xlsx file; what was picked, or why it will not do, is said beside it. */
export function OptInFilePicker({ file, error, onPick }: OptInFilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <input
        ref={input}
        id="opt-in-file"
        type="file"
        accept=".csv,.xlsx"
        aria-label="Opt-in file"
        style={visuallyHidden}
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <Button variant="outlined" onClick={() => input.current?.click()} sx={{ flexShrink: 0 }}>
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
