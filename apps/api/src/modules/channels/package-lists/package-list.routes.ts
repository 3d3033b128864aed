import type { FastifyInstance } from 'fastify';
import { channelPackageOperations as ops } from '@client-admin/contracts/channel-packages';
import { subsidyProductFor } from '@client-admin/domain/subsidy-product';
import { route } from '../../../plugins/contract-route';
import { clientInRequest } from '../client-in-request';
import {
  customPackageModifiers,
  getPackage,
  listChannelPackages,
  listSourceOnlyPackages,
  type PackageListAsk,
} from './package-list.service';

/** The channel editor's package lists (seed 001 §7 Channels). */
export async function packageListRoutes(app: FastifyInstance) {
  const db = app.database.db;

  const lists = [
    ops.listPackages,
    ops.listCallPackages,
    ops.listCallPackagesByQuoteTypeId,
    ops.listTazCallPackages,
    ops.listCallPackagesByQuoteType,
  ];
  for (const operation of lists) {
    route(app, operation, ({ user, params, query, request }) => {
      const clientId = clientInRequest(user, query.clientId, request.headers.clientid);
      return listChannelPackages(db, user, clientId, params as PackageListAsk);
    });
  }

  route(app, ops.getPackage, ({ params }) => getPackage(db, params.packageId));

  route(app, ops.listCustomPriceModifiers, () => customPackageModifiers(db));

  route(app, ops.getSubsidyProduct, ({ query }) => ({
    subsidyProduct: subsidyProductFor({
      parentCompany: query.parentCompany ?? null,
      packageId: query.packageId ?? null,
      isCall: query.isCall ?? false,
      quoteType: query.quoteType ?? '',
    }),
  }));

  route(app, ops.listSourceOnlyPackages, ({ params }) =>
    listSourceOnlyPackages(db, params.carrier, params.quoteType),
  );
}
