import type { SubscriptionFilterType } from '@client-admin/contracts/channels';
import type { Tx } from '../../db/database';
import { listFilterTypes, type FilterLookupRow, type FilterTypeRow } from './packages.repository';

/** The subscription filter types with their lookup values, by id and as the calls answer them. */
export interface FilterCatalogue {
  types: Map<number, FilterTypeRow>;
  lookups: Map<number, FilterLookupRow>;
  response: SubscriptionFilterType[];
}

export async function loadFilterCatalogue(tx: Tx): Promise<FilterCatalogue> {
  const { types, lookups } = await listFilterTypes(tx);
  return {
    types: new Map(types.map((t) => [t.id, t])),
    lookups: new Map(lookups.map((l) => [l.id, l])),
    response: types.map((type) => ({
      id: type.id,
      name: type.name,
      operator: type.operator,
      inputKind: type.inputKind,
      lookups: lookups
        .filter((l) => l.filterTypeId === type.id)
        .map((l) => ({ id: l.id, value: l.value, label: l.label })),
    })),
  };
}
