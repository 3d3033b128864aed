import type { z } from 'zod';
import type { lutChannel } from '@client-admin/contracts/territory';
import { toGeoInput, type EditorGeo } from './territory-geos';

/** A channel drawn with the look-up tool, not yet created. */
export interface DraftChannel {
  key: string;
  quoteType: string;
  productTypeId: 1 | 2;
  packageId: string;
  packageName: string;
  customName: string;
  price: number | null;
  geoMaps: EditorGeo[];
}

/** A draft as estimatedChannel and createLutChannels take it. */
export function toLutChannel(draft: DraftChannel): z.input<typeof lutChannel> {
  return {
    quoteType: draft.quoteType,
    productTypeId: draft.productTypeId,
    packageId: draft.packageId,
    customName: draft.customName,
    ...(draft.price === null ? {} : { price: draft.price }),
    geoMaps: draft.geoMaps.map(toGeoInput),
  };
}
