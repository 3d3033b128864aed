import type { UseFormSetError } from 'react-hook-form';
import type { PackageFormValues } from './package-form-values';

const FIELDS = new Set([
  'name',
  'carrier',
  'quoteType',
  'productTypeId',
  'cost',
  'maxSold',
  'filters',
  'priceModifiers',
]);

/**
 * Puts a 400's per-field messages on the form: 'cost', 'priceModifiers.0.priceMin' ...;
 * the contract's excludedClientIds is the form's excludedClients, and a modifier's hidden id
 * is told on its name.
 */
export function applyPackageServerErrors(
  errors: Record<string, string> | undefined,
  setError: UseFormSetError<PackageFormValues>,
): void {
  let placed = 0;
  for (const [key, message] of Object.entries(errors ?? {})) {
    const root = key.split('.')[0] ?? '';
    const field =
      root === 'excludedClientIds'
        ? 'excludedClients'
        : FIELDS.has(root)
          ? key.replace(/\.id$/, '.name')
          : null;
    if (field === null) continue;
    setError(
      field as Parameters<typeof setError>[0],
      { type: 'server', message },
      { shouldFocus: placed === 0 },
    );
    placed += 1;
  }
}
