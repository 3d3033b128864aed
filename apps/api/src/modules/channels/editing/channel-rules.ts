import { isCorporate } from '@client-admin/domain/client-types';
import type { ChannelDetail, ChannelInput } from '@client-admin/contracts/channels';
import { basePackagePriceCents } from '@client-admin/domain/base-package-price';
import { CHANNEL_WRITE_MESSAGES, DEFAULT_MAX_SOLD } from '@client-admin/domain/channel-messages';
import { ecrmError } from '@client-admin/domain/ecrm';
import { emailDeliveryAddresses } from '@client-admin/domain/channel-completeness';
import { INVALID_EMAIL_FORMAT, isValidEmail } from '@client-admin/domain/email';
import { toCents, toDollars } from '@client-admin/domain/money';
import { changePackage, isCustomPackage } from '@client-admin/domain/package-change';
import {
  availableQuoteTypes,
  canCreateCallChannel,
} from '@client-admin/domain/quote-type-availability';
import {
  PRODUCT_ID_BY_SERVICE,
  type QuoteType,
  type ServiceType,
} from '@client-admin/domain/quote-types';
import type { Tx } from '../../../db/database';
import { badRequest } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import type { ChannelClient } from '../channel-access';
import { findCrmTargets } from './crm-targets.repository';
import type { ChannelRow } from '../channels.repository';
import {
  findPackageRow,
  isPackageExcluded,
  listModifiers,
  type ModifierRow,
  type PackageRow,
} from '../../packages/packages.public';
import { assertStaffOnlyFieldsKept, checkClientBounds } from './channel-field-access';

export interface ChannelRuleContext {
  user: RequestUser;
  client: ChannelClient;
  serviceType: ServiceType;
  isCampaign: boolean;
  input: ChannelInput;
  /** The channel before an edit; null when adding. */
  previous: ChannelRow | null;
  /** The same channel as the API answers it (money in dollars); null when adding. */
  before: ChannelDetail | null;
  /** The DisallowCalls flag for the client, an Error when its check failed. */
  disallowCalls: boolean | Error;
}

export interface ChannelPricing {
  priceCents: number;
  maxSold: number;
  priceModifiers: { packagePriceModifierId: number; priceCents: number }[];
  /** The channel's package and its modifiers; null without a package. */
  package: { pkg: PackageRow; modifiers: ModifierRow[] } | null;
}

function checkServiceAndQuoteType(ctx: ChannelRuleContext): void {
  const { user, client, serviceType, isCampaign, input, previous } = ctx;
  if (isCampaign && !isCorporate(client.clientType)) {
    throw badRequest('serviceType', CHANNEL_WRITE_MESSAGES.callCampaignCorporateOnly);
  }
  if (!isCampaign && input.stateOverrides.length > 0) {
    throw badRequest('stateOverrides', CHANNEL_WRITE_MESSAGES.stateOverridesCampaignOnly);
  }
  input.stateOverrides.forEach((o, i) => {
    if (o.price < o.minBid || o.price > o.maxBid) {
      throw badRequest(`stateOverrides.${i}.price`, CHANNEL_WRITE_MESSAGES.stateOverrideBids);
    }
  });
  if (serviceType === 'Call' && input.callType === null) {
    throw badRequest('callType', CHANNEL_WRITE_MESSAGES.callTypeRequired);
  }
  // An existing channel keeps its quote type unless it changes, even if the rules moved since.
  if (previous && previous.quoteType === input.quoteType) return;
  if (previous?.quoteTypeIsLocked) {
    throw badRequest('quoteType', CHANNEL_WRITE_MESSAGES.quoteTypeLocked);
  }
  const subject = {
    isStaff: user.isStaff,
    clientType: client.clientType,
    carrier: client.parentCompany,
    serviceType,
    disallowCalls: ctx.disallowCalls,
  };
  if (serviceType === 'Call' && !canCreateCallChannel(subject)) {
    throw badRequest('serviceType', CHANNEL_WRITE_MESSAGES.callChannelNotAllowed);
  }
  if (!availableQuoteTypes(subject).includes(input.quoteType as QuoteType)) {
    throw badRequest('quoteType', CHANNEL_WRITE_MESSAGES.quoteTypeUnavailable);
  }
}

async function checkDelivery(tx: Tx, ctx: ChannelRuleContext): Promise<void> {
  const { input, client } = ctx;
  if (emailDeliveryAddresses(input.emailDelivery).some((a) => !isValidEmail(a))) {
    throw badRequest('emailDelivery', INVALID_EMAIL_FORMAT);
  }
  const targets = await findCrmTargets(tx, [...new Set(input.crmDelivery.map((c) => c.domain))]);
  for (const entry of input.crmDelivery) {
    const target = targets.find((t) => t.domain === entry.domain);
    if (!target) {
      throw badRequest('crmDelivery', `${CHANNEL_WRITE_MESSAGES.crmUnknown}: ${entry.domain}`);
    }
    const error = target.isEcrm ? ecrmError(client.agencyEmail, entry.variables) : null;
    if (error) throw badRequest('crmDelivery', error);
  }
}

/** A package picked anew must be active, of the channel's quote type, product and carrier. */
async function loadPackage(tx: Tx, ctx: ChannelRuleContext, packageId: string, changed: boolean) {
  const { user, client, serviceType, input } = ctx;
  const pkg = await findPackageRow(tx, packageId);
  if (!pkg) throw badRequest('packageId', CHANNEL_WRITE_MESSAGES.packageUnavailable);
  if (!changed) return pkg;
  if (isCustomPackage(pkg.id)) {
    // The custom package's prices are set by hand: only staff or a corporate client may pick it.
    if (!user.isStaff && !isCorporate(client.clientType)) {
      throw badRequest('packageId', CHANNEL_WRITE_MESSAGES.customPackageNotAllowed);
    }
    return pkg;
  }
  const fits =
    pkg.isActive &&
    pkg.quoteType === input.quoteType &&
    pkg.productTypeId === PRODUCT_ID_BY_SERVICE[serviceType] &&
    pkg.carrier === client.parentCompany &&
    !(await isPackageExcluded(tx, pkg.id, client.id));
  if (!fits) throw badRequest('packageId', CHANNEL_WRITE_MESSAGES.packageUnavailable);
  return pkg;
}

/**
 * Price, maxSold and modifiers. A new or changed package follows the package change of
 * seed 001 §4 (price the package cost unless one is given, maxSold from the package, default
 * modifiers unless some are picked); every picked modifier of a non-custom package must be
 * priced within its range. Without a package cost, a non-corporate channel costs the base price.
 */
async function priceChannel(tx: Tx, ctx: ChannelRuleContext): Promise<ChannelPricing> {
  const { input, previous, client } = ctx;
  const basePrice = basePackagePriceCents(input.quoteType, isCorporate(client.clientType));
  const given = toCents(input.price);
  const withBase = (cents: number) => (cents === 0 && basePrice !== null ? basePrice : cents);
  const changed = previous === null || previous.packageId !== input.packageId;
  if (input.packageId === null) {
    return {
      priceCents: previous ? given : withBase(given),
      maxSold: changed ? DEFAULT_MAX_SOLD : input.maxSold,
      priceModifiers: [],
      package: null,
    };
  }
  const pkg = await loadPackage(tx, ctx, input.packageId, changed);
  const packageModifiers = await listModifiers(tx, [pkg.id]);
  const custom = isCustomPackage(pkg.id);
  const picked = input.priceModifiers.map((m, i) => {
    const modifier = packageModifiers.find((pm) => pm.id === m.packagePriceModifierId);
    if (!modifier) {
      throw badRequest(
        `priceModifiers.${i}.packagePriceModifierId`,
        CHANNEL_WRITE_MESSAGES.priceModifierUnknown,
      );
    }
    const cents = toCents(m.price);
    if (!custom && (cents < modifier.priceMinCents || cents > modifier.priceMaxCents)) {
      throw badRequest(
        `priceModifiers.${i}.price`,
        CHANNEL_WRITE_MESSAGES.priceOutOfRange(
          toDollars(modifier.priceMinCents),
          toDollars(modifier.priceMaxCents),
        ),
      );
    }
    return { packagePriceModifierId: modifier.id, priceCents: cents };
  });
  const chosen = { pkg, modifiers: packageModifiers };
  if (!changed) {
    return { priceCents: given, maxSold: input.maxSold, priceModifiers: picked, package: chosen };
  }
  const result = changePackage(
    { id: pkg.id, costCents: pkg.costCents, priceModifiers: packageModifiers },
    { isCorporate: isCorporate(client.clientType), restrictions: { maxSold: pkg.maxSold } },
  );
  const priceCents = given > 0 ? given : result.priceCents;
  return {
    priceCents: previous ? priceCents : withBase(priceCents),
    maxSold: result.maxSold,
    priceModifiers: picked.length > 0 ? picked : result.priceModifiers,
    package: chosen,
  };
}

/**
 * Every server-side rule of a channel save: a staff-only field a client user changes is a 403,
 * a broken rule or a client user's value out of its bounds a 400, each naming its field.
 */
export async function checkChannelInput(tx: Tx, ctx: ChannelRuleContext): Promise<ChannelPricing> {
  assertStaffOnlyFieldsKept(ctx);
  checkServiceAndQuoteType(ctx);
  await checkDelivery(tx, ctx);
  const pricing = await priceChannel(tx, ctx);
  checkClientBounds(ctx, pricing);
  return pricing;
}
