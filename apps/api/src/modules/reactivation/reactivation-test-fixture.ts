import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Card } from '@client-admin/contracts/billing-cards';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import type { BeginReactivationRequest } from '@client-admin/contracts/reactivation';
import { reactivationCalls } from '@client-admin/contracts/reactivation.calls';
import { channels } from '../../db/schema/channels';
import { clients } from '../../db/schema/clients';
import type { TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { addSandboxCard } from '../billing/cards/cards-test-helpers';
import { clientOfLogin } from '../billing/recharge/recharge-test-helpers';

/** The demo's inactive agent, ready to reactivate: its channels paused, a card that approves. */
export interface ReactivationFixture {
  clientId: number;
  /** The inactive agent's own login. */
  inactive: RequestHeaders;
  web: ChannelSummary[];
  call: ChannelSummary[];
  addCard: (number: string) => Promise<Card>;
  goodCard: Card;
  body: (overrides?: Partial<BeginReactivationRequest>, card?: Card) => BeginReactivationRequest;
  begin: (payload: object, headers?: RequestHeaders) => ReturnType<TestApp['post']>;
  /** Puts the client and its two reactivated channels back as they were. */
  deactivate: () => Promise<void>;
}

export const REACTIVATION_ADDRESS = {
  address1: '9 Elm St',
  address2: 'Suite 2',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

export async function reactivationFixture(t: TestApp): Promise<ReactivationFixture> {
  const db = t.app.database.db;
  const inactive = await t.as('inactive.agent@example.com');
  const clientId = await clientOfLogin(t, 'inactive.agent@example.com');
  const [{ status }] = (await db
    .select({ status: clients.status })
    .from(clients)
    .where(eq(clients.id, clientId))) as [{ status: string }];
  const list = (
    await t.get(`/api/LeadType/client/${clientId}?noGeoMaps=true`, inactive)
  ).json() as ChannelSummary[];
  const web = list.filter((c) => c.productTypeId === 1 && c.hasActivePackage);
  const call = list.filter((c) => c.productTypeId === 2 && c.hasActivePackage);
  expect(web.length).toBeGreaterThan(0);
  expect(call.length).toBeGreaterThan(0);
  const reactivated = [web[0]!.id, call[0]!.id];
  const deactivate = async () => {
    await db.update(clients).set({ status }).where(eq(clients.id, clientId));
    // Both reactivated channels start paused, so a test sees them become ACTIVE.
    await db.update(channels).set({ status: 'INACTIVE' }).where(inArray(channels.id, reactivated));
  };
  await deactivate();
  const addCard = async (number: string) => {
    const res = await addSandboxCard(t, inactive, clientId, number);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { card: Card }).card;
  };
  const goodCard = await addCard('4111111111111111');
  return {
    clientId,
    inactive,
    web,
    call,
    addCard,
    goodCard,
    body: (overrides = {}, card = goodCard) => ({
      clientId,
      address: REACTIVATION_ADDRESS,
      products: [
        { productType: 1, cardId: card.paymentId, depositAmount: 150, channelIds: [web[0]!.id] },
        { productType: 2, cardId: card.paymentId, depositAmount: 100, channelIds: [call[0]!.id] },
      ],
      ...overrides,
    }),
    begin: (payload, headers = inactive) => t.post(reactivationCalls.begin.path, headers, payload),
    deactivate,
  };
}
