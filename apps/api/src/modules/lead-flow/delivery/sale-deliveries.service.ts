import { crmVariables, renderPostTemplate } from '@client-admin/domain/crm-post-template';
import type { Tx } from '../../../db/database';
import type { CrmDelivery } from '../../../db/schema/channels';
import { findCrmTargets } from '../../channels/channels.public';
import { enqueueDeliveries, findLeadForPost, type NewDelivery } from './lead-deliveries.repository';

interface SoldChannel {
  id: number;
  name: string;
  emailDelivery: string;
  crmDelivery: readonly CrmDelivery[];
}

export interface SaleToDeliver {
  saleId: number;
  priceCents: number;
  channel: SoldChannel;
}

/**
 * A sale's posts to the CRM targets of its channel (decision 0037), rendered now from the lead
 * and the channel's variables, so the post says what was sold whatever changes later.
 */
async function crmPosts(
  tx: Tx,
  lead: { id: number; soldAt: Date },
  sales: readonly SaleToDeliver[],
): Promise<NewDelivery[]> {
  const posting = sales.filter((sale) => sale.channel.crmDelivery.length > 0);
  if (posting.length === 0) return [];
  const domains = new Set(posting.flatMap((sale) => sale.channel.crmDelivery.map((c) => c.domain)));
  const targets = await findCrmTargets(tx, [...domains]);
  const row = await findLeadForPost(tx, lead.id);
  if (!row || targets.length === 0) return [];
  return posting.flatMap(({ saleId, priceCents, channel }) => {
    const fields: Record<string, string> = {
      firstName: row.consumer.firstName,
      lastName: row.consumer.lastName,
      email: row.consumer.email,
      phone: row.consumer.phone,
      zipCode: row.zipCode,
      state: row.stateAbbreviation,
      quoteType: row.quoteType,
      channelName: channel.name,
      clientQuoteTypeId: String(channel.id),
      leadId: String(saleId),
      price: (priceCents / 100).toFixed(2),
    };
    return channel.crmDelivery.flatMap((entry) => {
      const target = targets.find((t) => t.domain === entry.domain);
      if (!target) return [];
      const values = { ...fields, ...crmVariables(target.variableNames, entry.variables) };
      return [
        {
          saleId,
          kind: 'crm' as const,
          to: target.domain,
          payload: renderPostTemplate(target.postTemplate, values),
          nextAttemptAt: lead.soldAt,
        },
      ];
    });
  });
}

/**
 * Queues a lead's sales for delivery, due at once and in one statement: each sale's e-mail to
 * its channel's address and its posts to the channel's CRM targets. The lead-delivery job sends
 * them (posts signed), with retries.
 */
export async function queueDeliveries(
  tx: Tx,
  lead: { id: number; soldAt: Date },
  sales: readonly SaleToDeliver[],
): Promise<void> {
  const mails = sales.flatMap(({ saleId, channel }) => {
    const to = channel.emailDelivery.trim();
    return to === '' ? [] : [{ saleId, kind: 'email' as const, to, nextAttemptAt: lead.soldAt }];
  });
  await enqueueDeliveries(tx, [...mails, ...(await crmPosts(tx, lead, sales))]);
}
