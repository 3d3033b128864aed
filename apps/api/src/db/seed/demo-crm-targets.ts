import { eq } from 'drizzle-orm';
import type { Tx } from '../database';
import { clients } from '../schema/clients';
import { crmTargets } from '../schema/crm';

/** The ECRM's domain; its first variable must be the agency e-mail's local part (seed 001 §5). */
export const DEMO_ECRM_DOMAIN = 'ecrm';
export const DEMO_AGENT_AGENCY_EMAIL = 'avery.agency@example.com';

const LEAD_FIELDS =
  'first={{firstName}}&last={{lastName}}&email={{email}}&phone={{phone}}&zip={{zipCode}}&type={{quoteType}}';

const TARGETS: (typeof crmTargets.$inferInsert)[] = [
  {
    domain: DEMO_ECRM_DOMAIN,
    name: 'ECRM',
    variableNames: ['agencyEmailUser', 'leadSource'],
    postTemplate: `agent={{agencyEmailUser}}&source={{leadSource}}&${LEAD_FIELDS}`,
    isEcrm: true,
  },
  {
    domain: 'agencyzoom.com',
    name: 'AgencyZoom',
    variableNames: ['apiKey', 'pipeline'],
    postTemplate: `{"apiKey":"{{apiKey}}","pipeline":"{{pipeline}}","lead":{"firstName":"{{firstName}}","lastName":"{{lastName}}","email":"{{email}}","phone":"{{phone}}","zip":"{{zipCode}}","line":"{{quoteType}}"}}`,
  },
  {
    domain: 'salesforce.com',
    name: 'Salesforce',
    variableNames: ['orgId', 'leadOwner'],
    postTemplate: `oid={{orgId}}&owner={{leadOwner}}&${LEAD_FIELDS}`,
  },
];

/**
 * CRM targets, and an agency e-mail for the demo agent's client so ECRM delivery works there.
 * Runs before the demo channels, which deliver to these targets.
 */
export async function seedDemoCrmTargets(tx: Tx, activeAgentClientId: number): Promise<void> {
  await tx.insert(crmTargets).values(TARGETS);
  await tx
    .update(clients)
    .set({ agencyEmail: DEMO_AGENT_AGENCY_EMAIL })
    .where(eq(clients.id, activeAgentClientId));
}
