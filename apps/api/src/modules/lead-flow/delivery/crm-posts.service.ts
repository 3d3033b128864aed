import { crmVariables, renderPostTemplate } from '@client-admin/domain/crm-post-template';
import type { Tx } from '../../../db/database';
import type { CrmDelivery } from '../../../db/schema/channels';
import { findCrmTargets } from '../../channels/editing/crm-targets.repository';
import { enqueueCrmPosts, findLeadForPost } from './lead-deliveries.repository';

interface SoldChannel {
  id: number;
  name: string;
  crmDelivery: readonly CrmDelivery[];
}

/**
 * Queues a sale's post to each CRM target of its channel (decision 0037), rendered now from the
 * lead and the channel's variables, so the post says what was sold whatever changes later. The
 * lead-delivery job sends them signed, with the e-mail's retries.
 */
export async function queueCrmPosts(
  tx: Tx,
  sale: { saleId: number; leadId: number; priceCents: number; soldAt: Date },
  channel: SoldChannel,
): Promise<void> {
  if (channel.crmDelivery.length === 0) return;
  const targets = await findCrmTargets(
    tx,
    channel.crmDelivery.map((c) => c.domain),
  );
  const lead = await findLeadForPost(tx, sale.leadId);
  if (!lead || targets.length === 0) return;
  const fields: Record<string, string> = {
    firstName: lead.consumer.firstName,
    lastName: lead.consumer.lastName,
    email: lead.consumer.email,
    phone: lead.consumer.phone,
    zipCode: lead.zipCode,
    state: lead.stateAbbreviation,
    quoteType: lead.quoteType,
    channelName: channel.name,
    clientQuoteTypeId: String(channel.id),
    leadId: String(sale.leadId),
    price: (sale.priceCents / 100).toFixed(2),
  };
  const posts = channel.crmDelivery.flatMap((entry) => {
    const target = targets.find((t) => t.domain === entry.domain);
    if (!target) return [];
    const values = { ...fields, ...crmVariables(target.variableNames, entry.variables) };
    return [{ domain: target.domain, payload: renderPostTemplate(target.postTemplate, values) }];
  });
  await enqueueCrmPosts(tx, sale.saleId, posts, sale.soldAt);
}
