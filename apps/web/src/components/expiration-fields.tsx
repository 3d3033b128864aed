import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import {
  formatExpiration,
  parseExpiration,
} from '@client-admin/domain/billing/cards/card-expiration';

/** How many years ahead the year picker offers. */
const YEARS_AHEAD = 15;
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export const todayMonth = (now: Date = new Date()) => ({
  year: now.getFullYear(),
  month: now.getMonth() + 1,
});

interface ExpirationFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's MM/YY field; a month without a year (or the reverse) is kept as "MM/" or "/YY". */
  name: Path<T>;
  disabled?: boolean;
  today?: { year: number; month: number };
}

/**
 * A card's expiration (seed 002 §2, "month picker MM/YY, past dates disabled") as two short
 * pickers, month and year, instead of one long list; this year's past months cannot be picked.
 */
export function ExpirationFields<T extends FieldValues>({
  control,
  name,
  disabled,
  today = todayMonth(),
}: ExpirationFieldsProps<T>) {
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => today.year + i);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = String(field.value ?? '');
        const parsed = parseExpiration(value);
        const [typedMonth = '', typedYear = ''] = value.split('/');
        const month = parsed ? String(parsed.monthExpires).padStart(2, '0') : typedMonth;
        const year = parsed ? String(parsed.yearExpires) : typedYear ? `20${typedYear}` : '';
        const set = (m: string, y: string) =>
          field.onChange(
            m && y
              ? formatExpiration({ monthExpires: Number(m), yearExpires: Number(y) })
              : `${m}/${y.slice(2)}`,
          );
        const error = fieldState.error?.message;
        return (
          <Box role="group" aria-label="Expiration Date">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              <TextField
                select
                fullWidth
                required
                label="Expiration month"
                name={`${field.name}-month`}
                inputRef={field.ref}
                value={month}
                disabled={disabled}
                error={!!error}
                onBlur={field.onBlur}
                onChange={(event) => set(event.target.value, year)}
              >
                {MONTHS.map((m) => (
                  <MenuItem
                    key={m}
                    value={m}
                    disabled={Number(year) === today.year && Number(m) < today.month}
                  >
                    {m}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                fullWidth
                required
                label="Expiration year"
                name={`${field.name}-year`}
                value={year}
                disabled={disabled}
                error={!!error}
                onBlur={field.onBlur}
                onChange={(event) => set(month, event.target.value)}
              >
                {years.map((y) => (
                  <MenuItem key={y} value={String(y)}>
                    {y}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            {error && <FormHelperText error>{error}</FormHelperText>}
          </Box>
        );
      }}
    />
  );
}
