import type { PackageListQuery } from '@client-admin/contracts/packages';

/** The package list's filters; an absent one does not filter. */
export type PackageListFilters = PackageListQuery & { includeInactive: boolean };

/** Query keys of the product-admin package screens; a save refreshes every list under `all`. */
export const packageKeys = {
  all: ['packages'] as const,
  list: (filters: PackageListFilters) => ['packages', 'list', filters] as const,
  deep: (searchText: string) => ['packages', 'deep', searchText] as const,
  detail: (id: string) => ['packages', 'detail', id] as const,
  filterTypes: ['packages', 'filter-types'] as const,
  priceModifierTemplates: ['packages', 'price-modifier-templates'] as const,
  excludableClients: (q: string) => ['packages', 'excludable-clients', q] as const,
};
