import type { KeyboardEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface AddFormRowProps {
  label: string;
  children: ReactNode;
  submitLabel: string;
  disabled: boolean;
  busy?: boolean;
  onSubmit: () => void;
}

/**
 * The fields of one way of adding territory and its button, side by side from a tablet up. Not
 * a <form>: the channel editor around it is one, and Enter there saves the channel.
 */
export function AddFormRow({
  label,
  children,
  submitLabel,
  disabled,
  busy,
  onSubmit,
}: AddFormRowProps) {
  // An option picked with Enter (the county list) has already used the key.
  const submitOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    if ((event.target as HTMLElement).tagName === 'TEXTAREA') return;
    event.preventDefault();
    if (!disabled && !busy) onSubmit();
  };
  return (
    <Stack
      role="group"
      aria-label={label}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onKeyDown={submitOnEnter}
    >
      {children}
      <Button
        variant="outlined"
        onClick={onSubmit}
        disabled={disabled || busy}
        sx={{ flexShrink: 0, mt: { sm: 1 } }}
      >
        {busy ? 'Adding…' : submitLabel}
      </Button>
    </Stack>
  );
}
