import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../http';

/**
 * Puts a 400's per-field messages on the fields the form knows, and on the rows and fields of its
 * lists (`geoMaps.2`, `priceModifiers.0.price` when the form knows geoMaps and priceModifiers);
 * returns how many it placed.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: Record<string, string> | undefined,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): number {
  let placed = 0;
  for (const [field, message] of Object.entries(errors ?? {})) {
    if (!fields.includes(field) && !fields.includes(field.split('.')[0]!)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}

/**
 * Puts a refused request's field messages on the form's fields when it is a 400 that names
 * them; returns how many it placed (none: the form shows the refusal its own way).
 */
export function applyRefusedFields<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): number {
  return error instanceof ApiError && error.status === 400
    ? applyServerErrors(error.errors, fields, setError)
    : 0;
}
