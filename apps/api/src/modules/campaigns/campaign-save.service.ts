import type { SavedCampaign, saveCampaignRequest } from '@client-admin/contracts/campaigns';
import { CAMPAIGN_MESSAGES as M } from '@client-admin/domain/campaigns/campaign-messages';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../errors';
import { assertClientAccess } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';
import {
  editChannelIn,
  insertNewChannel,
  readChannelDetail,
  ruleSubject,
  type ChannelWriteDeps,
  replaceChannelFilters,
  saveCallScheduleIn,
} from '../channels/channels.public';

/** A part's 400 names its fields under the part's name in the campaign body. */
async function part<T>(name: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400 && error.errors) {
      const errors = Object.fromEntries(
        Object.entries(error.errors).map(([field, message]) => [`${name}.${field}`, message]),
      );
      throw new HttpError(400, error.message, errors);
    }
    throw error;
  }
}

/**
 * POST /api/campaigns/save (decision 0035): the channel by the CallCampaign rules of the channel
 * editor, then its call schedule and its filters by theirs, in one transaction: a refused part
 * saves nothing.
 */
export async function saveCampaign(
  deps: ChannelWriteDeps,
  user: RequestUser,
  body: z.output<typeof saveCampaignRequest>,
): Promise<SavedCampaign> {
  const { id, version, ...input } = body.clientQuoteType;
  assertClientAccess(user, input.clientId);
  const subject = await ruleSubject(deps, user, input.clientId, 'Call');
  return deps.db.transaction(async (tx) => {
    const channel = await part(
      'clientQuoteType',
      id !== undefined && version !== undefined
        ? editChannelIn(tx, user, subject, 'CallCampaign', { ...input, id, version }, undefined)
        : insertNewChannel(tx, user, subject, 'CallCampaign', input),
    );
    if (channel.callType === null) throw badRequest('clientQuoteType.callType', M.noCallType);
    const schedule = await part(
      'schedule',
      saveCallScheduleIn(
        tx,
        user,
        { clientId: input.clientId, callType: channel.callType, leadTypeId: channel.id },
        { ...body.schedule, clientQuoteTypeID: channel.id, clientId: input.clientId },
      ),
    );
    const filters = await part(
      'filters',
      replaceChannelFilters(
        tx,
        user,
        channel.id,
        channel.callType === 'ColdTransfer' ? 'taz' : 'plain',
        body.filters,
      ),
    );
    return { clientQuoteType: await readChannelDetail(tx, channel.id), schedule, filters };
  });
}
