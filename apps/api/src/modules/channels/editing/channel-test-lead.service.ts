import type { TestLeadResponse } from '@client-admin/contracts/channels';
import { emailDeliveryAddresses } from '@client-admin/domain/channel-completeness';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { crmVariables, renderPostTemplate } from '@client-admin/domain/crm-post-template';
import type { FastifyBaseLogger } from 'fastify';
import type { CrmPoster } from '../../../adapters/crm/crm-poster';
import type { EmailSender } from '../../../adapters/email/email-sender';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { loadChannelFor } from '../channel-access';
import { findCrmTargets } from './crm-targets.repository';
import { type ChannelRow } from '../channels.repository';
import { recordClientLog } from '../../clients/clients.public';

/** A made-up lead in the channel's territory; every field a post template may name. */
function sampleLead(channel: ChannelRow): Record<string, string> {
  const zip = channel.geoMaps.find((g) => g.zipCode)?.zipCode ?? '00000';
  return {
    firstName: 'Test',
    lastName: 'Lead',
    email: 'test.lead@example.com',
    phone: '5555550100',
    zipCode: zip,
    state: channel.geoMaps[0]?.stateAbbreviation ?? '',
    quoteType: channel.quoteType,
    channelName: channel.name,
    clientQuoteTypeId: String(channel.id),
  };
}

const leadText = (lead: Record<string, string>) =>
  [
    'This is a test lead. It is not a real person.',
    '',
    ...Object.entries(lead).map(([key, value]) => `${key}: ${value}`),
  ].join('\n');

/**
 * POST api/leadType/{id}/testLead: a sample lead to every e-mail address of the channel and to
 * each of its CRM targets (posts marked as tests). Nothing to deliver to is a 422. Delivery
 * happens after the commit: both ports may reach systems outside our transaction. A delivery
 * that fails is a 502 with the seed's message (the cause goes to the log only).
 */
export async function sendTestLead(
  db: Database,
  ports: { email: EmailSender; crm: CrmPoster; log: FastifyBaseLogger },
  user: RequestUser,
  id: number,
): Promise<TestLeadResponse> {
  const { channel, addresses, posts, lead } = await db.transaction(async (tx) => {
    const channel = await loadChannelFor(tx, user, id);
    const lead = sampleLead(channel);
    const targets = await findCrmTargets(
      tx,
      channel.crmDelivery.map((c) => c.domain),
    );
    const posts = channel.crmDelivery.flatMap((entry) => {
      const target = targets.find((t) => t.domain === entry.domain);
      if (!target) return [];
      const values = { ...lead, ...crmVariables(target.variableNames, entry.variables) };
      return [
        {
          channelId: channel.id,
          domain: target.domain,
          body: renderPostTemplate(target.postTemplate, values),
          isTest: true,
        },
      ];
    });
    const addresses = emailDeliveryAddresses(channel.emailDelivery);
    if (addresses.length === 0 && posts.length === 0) {
      throw new HttpError(422, CHANNEL_MESSAGES.testLeadFailed);
    }
    await recordClientLog(tx, {
      clientId: channel.clientId,
      actorUserId: user.id,
      actorEmail: user.email,
      action: 'CHANNEL_TEST_LEAD',
      before: {},
      after: { clientQuoteTypeId: channel.id, addresses, crms: posts.map((p) => p.domain) },
    });
    return { channel, addresses, posts, lead };
  });
  try {
    for (const post of posts) await ports.crm.post(post);
    for (const to of addresses) {
      await ports.email.send({
        to,
        clientId: channel.clientId,
        category: 'test-lead',
        subject: `Test lead for ${channel.name}`,
        text: leadText(lead),
      });
    }
  } catch (err) {
    ports.log.error({ err, clientQuoteTypeId: channel.id }, 'test lead delivery failed');
    throw new HttpError(502, CHANNEL_MESSAGES.testLeadFailed);
  }
  return {
    message: CHANNEL_MESSAGES.testLeadSent,
    deliveredTo: [...addresses, ...posts.map((p) => p.domain)],
  };
}
