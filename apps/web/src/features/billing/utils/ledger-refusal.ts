import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form/apply-server-errors';
import { errorMessage } from '../../../lib/error-message';
import { serverMessage } from '../../../lib/server-message';
import { ApiError } from '../../../lib/http';

/**
 * Shows a refused money movement: a 400's field messages on the form's fields; anything else
 * (or a field the form does not have) as the screen's failure message, returned for the dialog.
 */
export function ledgerRefusal<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  wording: (serverText: string) => string,
): string | null {
  const placed =
    error instanceof ApiError && error.status === 400
      ? applyServerErrors(error.errors, fields, setError)
      : 0;
  return placed > 0 ? null : wording(serverMessage(error) ?? errorMessage(error));
}
