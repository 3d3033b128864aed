import type { ComponentType } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GeoMap } from '@client-admin/contracts/channels';
import type { AccountDetails } from '@client-admin/contracts/clients';

/** What a territory is estimated for: a package, else a quote type and product. */
export type TerritoryBasis = { packageId: string } | { quoteType: string; productTypeId: number };

/** The territory editor's props the channel editor sets: the geo maps, and the estimate's basis. */
export interface TerritoryFieldProps {
  geos: GeoMap[];
  onChange: (geos: GeoMap[]) => void;
  basis: TerritoryBasis | null;
  /** What a refused save said of the territory as a whole. */
  error?: string;
  /** What a refused save said of each geo, by its place in `geos` (issue 36). */
  rowErrors?: ReadonlyMap<number, string>;
}

/**
 * What the channel editor takes from other features, composed in app/ (a feature imports no
 * other feature): the territory feature's editor for the channel's geo maps, and the clients
 * feature's read of the client's account, for the agency e-mail of the ECRM check. Given once,
 * for the whole app: `useAccount` is a hook, the same function on every render.
 */
export interface ChannelEditorParts {
  TerritoryField: ComponentType<TerritoryFieldProps>;
  useAccount: (clientId: number) => UseQueryResult<AccountDetails>;
}
