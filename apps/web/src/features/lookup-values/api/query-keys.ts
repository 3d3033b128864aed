import type { LookupValuesFilter } from '@client-admin/contracts/lookup-values';

export const lookupValueKeys = {
  all: ['lookup-values'] as const,
  page: (filter: LookupValuesFilter) => ['lookup-values', 'page', filter] as const,
  filterTypes: () => ['lookup-values', 'filter-types'] as const,
};
