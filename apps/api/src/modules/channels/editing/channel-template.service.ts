import { isCorporate, type ClientType } from '@client-admin/domain/client-types';
import { mayCreateChannelOf, serviceOfParam } from '@client-admin/domain/channel-service-types';
import {
  channelDraftInput,
  type ChannelDetail,
  type ChannelServiceTypeParam,
} from '@client-admin/contracts/channels';
import { basePackagePriceCents } from '@client-admin/domain/base-package-price';
import { channelName, INCOMPLETE_CHANNEL_STATUS } from '@client-admin/domain/channel-completeness';
import { CHANNEL_WRITE_MESSAGES, DEFAULT_MAX_SOLD } from '@client-admin/domain/channel-messages';
import { availableQuoteTypes } from '@client-admin/domain/quote-type-availability';
import { badRequest, clientNotFound, forbidden } from '../../../errors';
import { MESSAGES } from '@client-admin/domain/messages';
import type { RequestUser } from '../../../plugins/auth';
import { defaultDayCaps, inputColumns } from './channel-columns';
import { findChannelClient } from '../channel-access';
import { toChannelDetail } from '../channel-mapper';
import { defaultWebScheduleOf } from '../channel-web-schedule';
import { disallowCallsFor } from './disallow-calls';
import { type ChannelWriteDeps } from './channel-write.service';

/** Who a new channel is drafted for: a client, or a signup's future client (no id yet). */
interface TemplateOwner {
  clientId: number;
  clientType: ClientType;
  parentCompany: string | null;
  /** The DisallowCalls flag's answer, or the error that kept it from answering. */
  disallowCalls: boolean | Error;
}

/**
 * GET /api/LeadType/new/{serviceType}: the draft a new channel starts from (id 0, version 0),
 * with the defaults of seed 001 §9. Nothing is written.
 */
export async function newChannelTemplate(
  deps: ChannelWriteDeps,
  user: RequestUser,
  param: ChannelServiceTypeParam,
  clientId: number | null,
): Promise<ChannelDetail> {
  if (clientId === null) throw badRequest('clientId', MESSAGES.invalidClientId);
  const client = await deps.db.transaction((tx) => findChannelClient(tx, clientId));
  if (!client) throw clientNotFound();
  const disallowCalls =
    serviceOfParam(param) === 'Call'
      ? await disallowCallsFor(deps.db, deps.cache, user, client)
      : false;
  return draftChannel(user, param, { ...client, clientId, disallowCalls });
}

/**
 * GET /api/LeadType/new/{serviceType}?isSignup=true: the draft of a signup's channel, for the
 * parent company and client type the signup names. Only the staff who build signups draft one.
 */
export function newSignupChannelTemplate(
  user: RequestUser,
  param: ChannelServiceTypeParam,
  signup: { parentCompany?: string; clientType?: ClientType },
): ChannelDetail {
  if (!user.isStaff) throw forbidden();
  return draftChannel(user, param, {
    clientId: 0,
    clientType: signup.clientType ?? 'AGENT',
    parentCompany: signup.parentCompany || null,
    disallowCalls: false,
  });
}

function draftChannel(
  user: RequestUser,
  param: ChannelServiceTypeParam,
  owner: TemplateOwner,
): ChannelDetail {
  if (!mayCreateChannelOf(param, owner.clientType)) {
    throw badRequest('serviceType', CHANNEL_WRITE_MESSAGES.callCampaignCorporateOnly);
  }
  const serviceType = serviceOfParam(param);
  const [quoteType = 'auto'] = availableQuoteTypes({
    isStaff: user.isStaff,
    clientType: owner.clientType,
    carrier: owner.parentCompany,
    serviceType,
    disallowCalls: owner.disallowCalls,
  });
  const input = channelDraftInput.parse({
    quoteType,
    callType: serviceType === 'Call' ? 'WarmTransfer' : null,
    maxSold: DEFAULT_MAX_SOLD,
    trumpFlag: 0,
  });
  const now = new Date();
  const draft = {
    ...inputColumns(input, serviceType, defaultDayCaps()),
    id: 0,
    clientId: owner.clientId,
    name: channelName(quoteType, serviceType, false),
    status: INCOMPLETE_CHANNEL_STATUS,
    priceCents: basePackagePriceCents(quoteType, isCorporate(owner.clientType)) ?? 0,
    maxSold: DEFAULT_MAX_SOLD,
    filterList: '',
    eprResetDate: null,
    estimateAmountCents: null,
    temporaryPause: null,
    statusBeforePause: null,
    currentSubsidyCents: null,
    currentPromoDiscountCents: null,
    scheduleRows: null,
    filterRows: null,
    modifierPrices: null,
    version: 0,
    createdAt: now,
    updatedAt: now,
    packageIsActive: null,
  };
  return toChannelDetail(draft, [], defaultWebScheduleOf(draft));
}
