import { isCorporate } from '@client-admin/domain/client-types';
import {
  channelInput,
  type ChannelDetail,
  type ChannelInput,
} from '@client-admin/contracts/channels';
import { basePackagePriceCents } from '@client-admin/domain/base-package-price';
import {
  STAFF_ONLY_CHANNEL_FIELDS,
  staffOnlyFieldMessage,
  staffOnlyFieldsChanged,
  staffOnlyFieldsMessage,
  stateOverrideTerms,
  type StaffOnlyValues,
} from '@client-admin/domain/channel-field-access';
import { CHANNEL_WRITE_MESSAGES } from '@client-admin/domain/channel-messages';
import {
  clientMaxSoldLimit,
  clientMaxSoldMessage,
  isClientMaxSold,
} from '@client-admin/domain/client-max-sold';
import {
  clientPriceMessage,
  clientPriceRange,
  isPriceInRange,
} from '@client-admin/domain/client-price-range';
import { nullableToCents, toCents, toDollars } from '@client-admin/domain/money';
import { isCustomPackage } from '@client-admin/domain/package-change';
import type { ServiceType } from '@client-admin/domain/quote-types';
import { subsidyProductFor } from '@client-admin/domain/subsidy-product';
import { badRequest, HttpError } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import type { ChannelClient } from '../channel-access';

/** The parts of a channel save that decision 0014 looks at. */
export interface FieldAccessSubject {
  user: RequestUser;
  client: ChannelClient;
  serviceType: ServiceType;
  input: ChannelInput;
  /** The channel before an edit as the API answers it; null when adding. */
  before: ChannelDetail | null;
}

interface PricedChannel {
  priceCents: number;
  maxSold: number;
  priceModifiers: { packagePriceModifierId: number; priceCents: number }[];
  package: {
    pkg: { costCents: number; maxSold: number; isSourceOnly: boolean; id: string };
    modifiers: { id: number; priceMinCents: number; priceMaxCents: number }[];
  } | null;
}

const staffOnlyValues = (channel: ChannelInput | ChannelDetail): StaffOnlyValues => ({
  ...Object.fromEntries(STAFF_ONLY_CHANNEL_FIELDS.map((field) => [field, channel[field]])),
  stateOverrides: stateOverrideTerms(channel.stateOverrides),
});

const samePackage = ({ input, before }: FieldAccessSubject) =>
  before !== null && before.packageId === input.packageId;

/**
 * A client user may send a staff-only field only with the value it has: the stored one, the
 * default on add, or what the channel's own rules give (the subsidy product; max price reset by
 * a package change; source package cleared by a quote type change). Otherwise 403 naming each.
 */
export function assertStaffOnlyFieldsKept(subject: FieldAccessSubject): void {
  const { user, client, serviceType, input, before } = subject;
  if (user.isStaff) return;
  const kept =
    before ?? channelInput.parse({ clientId: input.clientId, quoteType: input.quoteType });
  const changed = staffOnlyFieldsChanged(staffOnlyValues(input), staffOnlyValues(kept), {
    subsidyProduct: subsidyProductFor({
      parentCompany: client.parentCompany,
      packageId: input.packageId,
      isCall: serviceType === 'Call',
      quoteType: input.quoteType,
    }),
    ...(before && !samePackage(subject) ? { maxPrice: null } : {}),
    ...(before && before.quoteType !== input.quoteType ? { sourcePackage: null } : {}),
  });
  if (changed.length === 0) return;
  throw new HttpError(
    403,
    staffOnlyFieldsMessage(changed),
    Object.fromEntries(changed.map((field) => [field, staffOnlyFieldMessage(field)])),
  );
}

function checkPrice(subject: FieldAccessSubject, priced: PricedChannel): void {
  const { input, before, client } = subject;
  if (samePackage(subject) && toCents(before!.price) === priced.priceCents) return;
  const corporate = isCorporate(client.clientType);
  const range = clientPriceRange({
    packageCostCents:
      priced.package?.pkg.costCents ?? basePackagePriceCents(input.quoteType, corporate),
    modifierMaxCents: priced.package?.modifiers.map((m) => m.priceMaxCents) ?? [],
    maxPriceCents: nullableToCents(input.maxPrice),
    bidFloorCents: nullableToCents(input.bidFloor),
  });
  if (!isPriceInRange(priced.priceCents, range)) {
    throw badRequest('price', clientPriceMessage(range));
  }
}

function checkMaxSold(subject: FieldAccessSubject, priced: PricedChannel): void {
  if (samePackage(subject) && subject.before!.maxSold === priced.maxSold) return;
  const limit = clientMaxSoldLimit(priced.package?.pkg.maxSold ?? null);
  if (!isClientMaxSold(priced.maxSold, limit)) {
    throw badRequest('maxSold', clientMaxSoldMessage(limit));
  }
}

/** The custom package's modifier prices are not checked for staff; a client keeps to the range. */
function checkCustomModifiers(subject: FieldAccessSubject, priced: PricedChannel): void {
  if (!priced.package || !isCustomPackage(priced.package.pkg.id)) return;
  const stored = samePackage(subject) ? subject.before!.priceModifiers : [];
  subject.input.priceModifiers.forEach((picked, i) => {
    const cents = toCents(picked.price);
    const kept = stored.some(
      (m) =>
        m.packagePriceModifierId === picked.packagePriceModifierId && toCents(m.price) === cents,
    );
    const modifier = priced.package?.modifiers.find((m) => m.id === picked.packagePriceModifierId);
    if (kept || !modifier) return;
    if (cents < modifier.priceMinCents || cents > modifier.priceMaxCents) {
      throw badRequest(
        `priceModifiers.${i}.price`,
        CHANNEL_WRITE_MESSAGES.priceOutOfRange(
          toDollars(modifier.priceMinCents),
          toDollars(modifier.priceMaxCents),
        ),
      );
    }
  });
}

/**
 * A client user's own choices stay within its bounds (decision 0014): a package it picks is not
 * a source-only one; price, maxSold and custom modifier prices it changes keep to their ranges.
 * A value it leaves as stored passes, so what staff set stays.
 */
export function checkClientBounds(subject: FieldAccessSubject, priced: PricedChannel): void {
  if (subject.user.isStaff) return;
  if (!samePackage(subject) && priced.package?.pkg.isSourceOnly) {
    throw badRequest('packageId', CHANNEL_WRITE_MESSAGES.packageUnavailable);
  }
  checkPrice(subject, priced);
  checkMaxSold(subject, priced);
  checkCustomModifiers(subject, priced);
}
