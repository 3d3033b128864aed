import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts a 400's per-field messages on the fields the form knows; returns how many it placed. */
export function applyServerErrors<T extends FieldValues>(
  errors: Record<string, string> | undefined,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): number {
  let placed = 0;
  for (const [field, message] of Object.entries(errors ?? {})) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
