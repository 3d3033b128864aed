import { fillPath, type Call } from '@client-admin/contracts/call-table';
import type { ChannelChange, ChannelDetail } from '@client-admin/contracts/channels';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import type { AccountDetails, Client } from '@client-admin/contracts/clients';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { optionCalls } from '@client-admin/contracts/options.calls';
import { dayCapMinimums } from '@client-admin/domain/day-cap-minimums';
import { answerTerritory, paramsOf } from '../../../../components/territory/territory-test-server';
import { json, mockFetch, type FetchCall } from '../../../../lib/testing/render-feature';
import { CRM_TARGETS, PACKAGES, QUOTE_TYPES, makeChannelDetail } from './editor-fixtures';

/** The server's draft: the first quote type offered, its base price, no package yet. */
const NEW_CHANNEL = makeChannelDetail({
  id: 0,
  name: 'INCOMPLETE Home Web',
  customName: '',
  status: 'INCOMPLETE',
  quoteType: 'home',
  packageId: null,
  price: 15,
  maxSold: 4,
  geoMaps: [],
  emailDelivery: '',
  priceModifiers: [],
  estimateAmount: null,
  version: 1,
});

interface EditorServer {
  clients: Client[];
  accounts: AccountDetails[];
  /** Answers the channel's read; called each time, so a test can change the channel. */
  channel?: () => ChannelDetail;
  changes?: ChannelChange[];
  /** Answers the POST calls (add, edit, resetepr). */
  write?: (call: FetchCall) => Response | Promise<Response>;
}

const notFound = () => json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
const answer = (found: unknown) => (found ? json(found) : notFound());

/**
 * Answers every read of the channel editor (the territory look-ups and estimates too) from the
 * fixtures; returns the recorded calls, less the territory ones (estimates come and go as the
 * form changes).
 */
export function serveEditor({ clients, accounts, channel, changes = [], write }: EditorServer) {
  const calls: FetchCall[] = [];
  mockFetch((call) => {
    const territory = answerTerritory(call);
    if (territory) return territory;
    calls.push(call);
    if (call.method !== 'GET') return write ? write(call) : notFound();
    const is = (c: Call) => paramsOf(call, c) !== null;
    const client = paramsOf(call, clientCalls.getClient);
    if (client) return answer(clients.find((c) => c.id === Number(client.id)));
    const account = paramsOf(call, clientCalls.getAccount);
    if (account) return answer(accounts.find((a) => a.id === Number(account.id)));
    if (is(channelCalls.newChannel)) return json(NEW_CHANNEL);
    if (is(channelCalls.getQuoteTypes)) return json(QUOTE_TYPES);
    if (is(channelCalls.getCrmTargets)) return json(CRM_TARGETS);
    if (is(channelCalls.listPackages)) return json(PACKAGES);
    if (is(channelCalls.listCustomPriceModifiers)) {
      return json([
        {
          id: 50,
          name: 'Custom boost',
          priceMin: 0,
          priceMax: 0,
          isDefaultSelected: true,
          isSelected: false,
        },
      ]);
    }
    const pkg = paramsOf(call, channelCalls.getPackage);
    if (pkg) return json(PACKAGES.find((p) => p.id === pkg.packageId) ?? PACKAGES[0]);
    if (paramsOf(call, optionCalls.getOptionList)?.list === 'account_reps') {
      return json([{ value: 'rep-1', label: 'Rita Rep' }]);
    }
    if (channel) {
      const detail = channel();
      const id = { id: detail.id };
      const path = call.url.pathname;
      if (path === fillPath(channelCalls.getChannel.path, id)) return json(detail);
      if (path === fillPath(channelCalls.getCapMinimums.path, id)) {
        return json(dayCapMinimums());
      }
      if (path === fillPath(channelCalls.getRestrictions.path, id)) {
        return json({
          clientQuoteTypeId: detail.id,
          packageId: detail.packageId,
          maxSold: 3,
          maxPrice: null,
        });
      }
      if (path === fillPath(channelCalls.getGeoMapChanges.path, id)) return json(changes);
      if (path === fillPath(channelCalls.getFilterChanges.path, id)) return json([]);
      if (is(channelCalls.getSubscriptionFilters)) {
        return json({ subscriptionFilters: [], subscriptionFilterTypes: [] });
      }
    }
    return notFound();
  });
  return calls;
}
