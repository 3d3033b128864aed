import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subsidyProductQuery, subsidyProductResponse } from '@client-admin/contracts/channels';
import { idParam } from '@client-admin/contracts/common';
import {
  packageDetail,
  packagePriceModifier,
  productTypeIdQuery,
} from '@client-admin/contracts/packages';
import { LENGTHS, text } from '@client-admin/contracts/schema-builders';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { subsidyProductFor } from '@client-admin/domain/subsidy-product';
import { currentUser } from '../../plugins/access';
import { staffOnlyBeforeValidation } from './channel-access';
import { clientInRequest } from './client-in-request';
import {
  customPackageModifiers,
  listChannelPackages,
  listSourceOnlyPackages,
  type PackageListAsk,
} from './package-list.service';

const code = text({ max: LENGTHS.code }).min(1);
const clientQuery = z.object({ clientId: idParam.optional() });
const packageList = { 200: z.array(packageDetail) };

/** The channel editor's package lists (seed 001 §7 Channels). */
export const packageListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const lists: [string, z.ZodType<PackageListAsk>][] = [
    [
      '/api/LeadType/packages/:carrier/:quoteType/:productTypeId',
      z.object({ carrier: code, quoteType: code, productTypeId: productTypeIdQuery }),
    ],
    [
      '/api/LeadType/calls/:carrier',
      z.object({ carrier: code }).transform((p) => ({ ...p, productTypeId: PRODUCT_IDS.CALL })),
    ],
    [
      '/api/LeadType/calls/:carrier/:id',
      z.object({ carrier: code, id: idParam }).transform((p) => ({
        carrier: p.carrier,
        quoteTypeId: p.id,
        productTypeId: PRODUCT_IDS.CALL,
      })),
    ],
    [
      '/api/LeadType/calls/taz/:carrier/:quoteType',
      z
        .object({ carrier: code, quoteType: code })
        .transform((p) => ({ ...p, productTypeId: PRODUCT_IDS.CALL })),
    ],
    [
      '/api/LeadType/calls/quotetype/:carrier/:quoteType',
      z
        .object({ carrier: code, quoteType: code })
        .transform((p) => ({ ...p, productTypeId: PRODUCT_IDS.CALL })),
    ],
  ];
  for (const [path, params] of lists) {
    app.get(
      path,
      { schema: { params, querystring: clientQuery, response: packageList } },
      (request) => {
        const user = currentUser(request);
        const clientId = clientInRequest(user, request.query.clientId, request.headers.clientid);
        return listChannelPackages(db, user, clientId, request.params as PackageListAsk);
      },
    );
  }

  app.get(
    '/api/leadtype/price-modifiers',
    { schema: { response: { 200: z.array(packagePriceModifier) } } },
    (request) => {
      currentUser(request);
      return customPackageModifiers(db);
    },
  );

  app.get(
    '/api/LeadType/subsidyProduct',
    { schema: { querystring: subsidyProductQuery, response: { 200: subsidyProductResponse } } },
    (request) => {
      currentUser(request);
      const q = request.query;
      return {
        subsidyProduct: subsidyProductFor({
          parentCompany: q.parentCompany ?? null,
          packageId: q.packageId ?? null,
          isCall: q.isCall ?? false,
          quoteType: q.quoteType ?? '',
        }),
      };
    },
  );

  app.get(
    '/api/LeadType/:carrier/:quoteType/sourceOnlyPackages',
    {
      preValidation: staffOnlyBeforeValidation,
      schema: { params: z.object({ carrier: code, quoteType: code }), response: packageList },
    },
    (request) =>
      listSourceOnlyPackages(
        db,
        currentUser(request),
        request.params.carrier,
        request.params.quoteType,
      ),
  );
};
