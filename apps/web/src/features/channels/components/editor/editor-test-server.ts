import { useQuery } from '@tanstack/react-query';
import { fillPath, type Call } from '@client-admin/contracts/call-table';
import type { ChannelChange, ChannelDetail } from '@client-admin/contracts/channels';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import type { AccountDetails, Client } from '@client-admin/contracts/clients';
import { clientOperations } from '@client-admin/contracts/clients';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { optionCalls } from '@client-admin/contracts/options.calls';
import { signupCalls } from '@client-admin/contracts/signup.calls';
import { dayCapMinimums } from '@client-admin/domain/day-cap-minimums';
import { callQuery } from '../../../../lib/call-query';
import { json, mockFetch, type FetchCall, paramsOf } from '../../../../lib/testing/render-feature';
import { CREDIT_RATING, MINIMUM_AGE } from '../filters/filter-fixtures';
import { CRM_TARGETS, PACKAGES, QUOTE_TYPES, makeChannelDetail } from './editor-fixtures';
import type { ChannelEditorParts } from './editor-parts';

/**
 * The editor's parts of other features in this feature's tests: no territory editor (the pages
 * as app/ composes them, territory included, are tested in app/routes), and the account read.
 */
export const TEST_PARTS: ChannelEditorParts = {
  TerritoryField: () => null,
  useAccount: (clientId) =>
    useQuery(
      callQuery(['clients', clientId, 'account'], clientOperations.getAccount, {
        params: { id: clientId },
      }),
    ),
};

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
  /**
   * Answers first, unrecorded, the calls of the parts app/ gives the editor (the territory
   * editor's look-ups and estimates, which come and go as the form changes); null for others.
   */
  answerFirst?: (call: FetchCall) => Response | null;
}

const notFound = () => json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
const answer = (found: unknown) => (found ? json(found) : notFound());

/**
 * Answers every read of the channel editor from the fixtures; returns the recorded calls, less
 * those `answerFirst` answered.
 */
export function serveEditor({
  clients,
  accounts,
  channel,
  changes = [],
  write,
  answerFirst = () => null,
}: EditorServer) {
  const calls: FetchCall[] = [];
  mockFetch((call) => {
    const first = answerFirst(call);
    if (first) return first;
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
    if (paramsOf(call, signupCalls.getFilterTypes)) return json([CREDIT_RATING, MINIMUM_AGE]);
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
