import type { z } from 'zod';
import { channelInput, type ChannelInput } from '@client-admin/contracts/channels';
import type {
  createLutChannelsRequest,
  PackageRegion,
  packageRegionParams,
  packageRegionQuery,
} from '@client-admin/contracts/territory';
import { PACKAGE_REGION_MILES } from '@client-admin/domain/territory/constants';
import type { Database } from '../../../db/database';
import { badRequest } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { addChannels, type ChannelWriteDeps } from '../../channels/channels.public';
import { listOfferedPackageDetails } from '../../packages/packages.public';
import { estimateGeos } from '../estimates/estimate-geos';
import { estimateKindOf } from '../estimates/estimate-kind';
import { countiesNear, knownZip, resolveGeos, zipGeo } from '../../geography/geography.public';

/**
 * GET /api/territory/lutpackageregion/{parentCompany}/{zip}/{quoteType}/{productType}: the
 * carrier's packages for the quote type and product, and the region a package around the zip
 * would cover: the counties within PACKAGE_REGION_MILES, in the zip's state unless
 * overStateLines, nearest first, each with its estimate.
 */
export function getPackageRegions(
  db: Database,
  params: z.output<typeof packageRegionParams>,
  query: z.output<typeof packageRegionQuery>,
): Promise<PackageRegion> {
  return db.transaction(async (tx) => {
    const center = await knownZip(tx, params.zip);
    const packages = await listOfferedPackageDetails(tx, {
      carrier: params.parentCompany,
      productTypeId: params.productType,
      quoteType: params.quoteType,
      sourceOnly: false,
      clientId: null,
      includeCustom: false,
    });
    if (query.packageId && !packages.some((p) => p.id === query.packageId)) {
      throw badRequest('packageId', 'Choose one of the packages offered for this zip');
    }
    const counties = (await countiesNear(tx, center, PACKAGE_REGION_MILES)).filter(
      (county) => query.overStateLines || county.stateAbbreviation === center.stateAbbreviation,
    );
    const { geoMaps, total } = await estimateGeos(
      tx,
      counties,
      estimateKindOf(params.quoteType, params.productType),
    );
    return {
      center: zipGeo(center),
      packages: packages.map((p) => ({ id: p.id, name: p.name, cost: p.cost })),
      geos: geoMaps,
      total,
    };
  });
}

/** A drawn channel as the body of a channel add; what it lacks is a 400 naming its field. */
function asChannelInput(field: string, fields: Record<string, unknown>): ChannelInput {
  const parsed = channelInput.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw badRequest([field, ...issue.path].join('.'), issue.message);
}

/**
 * POST /api/territory/createLutChannels: the drawn channels, added in one transaction with
 * every rule of a channel add; the upsell rep and promo go on each, and so become upsells.
 */
export async function createLutChannels(
  deps: ChannelWriteDeps,
  user: RequestUser,
  body: z.output<typeof createLutChannelsRequest>,
) {
  const drafts = body.channels.map((channel, i) => ({
    param: channel.productTypeId === 2 ? ('Call' as const) : ('Web' as const),
    input: asChannelInput(`channels.${i}`, {
      clientId: body.clientId,
      customName: channel.customName,
      quoteType: channel.quoteType,
      packageId: channel.packageId,
      ...(channel.price === undefined ? {} : { price: channel.price }),
      geoMaps: channel.geoMaps,
      upsellRep: body.upsellRep,
      upsellPromo: body.upsellPromo,
    }),
  }));
  // The territories first, so a bad geo is named by its channel's place in the list.
  await deps.db.transaction(async (tx) => {
    for (const [i, channel] of body.channels.entries()) {
      await resolveGeos(tx, channel.geoMaps, `channels.${i}.geoMaps`);
    }
  });
  const added = await addChannels(deps, user, body.clientId, drafts);
  return deps.db.transaction(async (tx) => {
    const channels = [];
    for (const channel of added) {
      const { total } = await estimateGeos(
        tx,
        channel.geoMaps,
        estimateKindOf(channel.quoteType, channel.productTypeId),
      );
      channels.push({ id: channel.id, customName: channel.customName, estimate: total });
    }
    return { channels };
  });
}
