import { z } from 'zod';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { operation } from './call-table';
import { channelCalls } from './channels.calls';
import { subsidyProductQuery, subsidyProductResponse } from './channels';
import {
  packageDetail,
  packageIdParams,
  packagePriceModifier,
  productTypeIdQuery,
} from './packages';
import { idParam, LENGTHS, text } from './schema-builders';

/**
 * The channel editor's package calls (seed 001 §7 Channels). Apart from channels.ts because
 * packages.ts imports channels.ts.
 */
const code = text({ max: LENGTHS.code }).min(1);
const callProduct = <T extends object>(params: T) => ({
  ...params,
  productTypeId: PRODUCT_IDS.CALL,
});

/** ?clientId= (or the clientId header): whose custom package may be listed. */
const clientQuery = z.object({ clientId: idParam.optional() });
const packageList = z.array(packageDetail);
const carrierParams = z.object({ carrier: code, quoteType: code });

export const channelPackageOperations = {
  getPackage: operation(channelCalls.getPackage, {
    params: packageIdParams,
    response: packageDetail,
  }),
  listPackages: operation(channelCalls.listPackages, {
    params: carrierParams.extend({ productTypeId: productTypeIdQuery }),
    query: clientQuery,
    response: packageList,
  }),
  listCallPackages: operation(channelCalls.listCallPackages, {
    params: z.object({ carrier: code }).transform(callProduct),
    query: clientQuery,
    response: packageList,
  }),
  listCallPackagesByQuoteTypeId: operation(channelCalls.listCallPackagesByQuoteTypeId, {
    params: z
      .object({ carrier: code, id: idParam })
      .transform((p) => callProduct({ carrier: p.carrier, quoteTypeId: p.id })),
    query: clientQuery,
    response: packageList,
  }),
  listTazCallPackages: operation(channelCalls.listTazCallPackages, {
    params: carrierParams.transform(callProduct),
    query: clientQuery,
    response: packageList,
  }),
  listCallPackagesByQuoteType: operation(channelCalls.listCallPackagesByQuoteType, {
    params: carrierParams.transform(callProduct),
    query: clientQuery,
    response: packageList,
  }),
  listCustomPriceModifiers: operation(channelCalls.listCustomPriceModifiers, {
    response: z.array(packagePriceModifier),
  }),
  getSubsidyProduct: operation(channelCalls.getSubsidyProduct, {
    query: subsidyProductQuery,
    response: subsidyProductResponse,
  }),
  listSourceOnlyPackages: operation(channelCalls.listSourceOnlyPackages, {
    params: carrierParams,
    response: packageList,
  }),
};
