import { eq } from 'drizzle-orm';
import type { ChannelDetail, QuoteTypeOption } from '@client-admin/contracts/channels';
import type { PackageDetail } from '@client-admin/contracts/packages';
import { clients } from '../../db/schema/clients';
import type { TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';

/**
 * What a web channel of the demo agent's client (1) can be made of, read through the API as the
 * editor reads it: the client's carrier, the web quote types it may choose, the first one's first
 * package.
 */
export async function webChannelMaterials(t: TestApp, agent: RequestHeaders) {
  const [client] = await t.app.database.db.select().from(clients).where(eq(clients.id, 1));
  const carrier = client!.parentCompany!;
  const quoteTypes = (
    await t.get(`/api/leadtype/quoteTypes/${carrier}?serviceType=Web`, agent)
  ).json() as QuoteTypeOption[];
  const quoteType = quoteTypes[0]!.code;
  const list = (await t.get(`/api/LeadType/packages/${carrier}/${quoteType}/1`, agent)).json();
  return { carrier, quoteTypes, quoteType, pkg: (list as PackageDetail[])[0]! };
}

/** An edit body from what GET answered: the channel with its modifiers as the editor sends them. */
export const editBody = (channel: ChannelDetail, overrides: object = {}) => ({
  ...channel,
  priceModifiers: channel.priceModifiers.map(({ packagePriceModifierId, price }) => ({
    packagePriceModifierId,
    price,
  })),
  ...overrides,
});
