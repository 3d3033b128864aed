import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { optionCalls } from '@client-admin/contracts/options.calls';
import { territoryCalls } from '@client-admin/contracts/territory.calls';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { answerTerritory, countyGeo, ZIPS } from '../components/editor/territory-test-server';
import { CLIENT } from '../../../lib/testing/client-fixtures';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
  paramsOf,
} from '../../../lib/testing/render-feature';
import ChannelLookupPage from './channel-lookup-page';
import { clickWhenEnabled } from '../../../lib/testing/click-when-enabled';

vi.mock('../../../lib/auth/access-token');

const PACKAGES = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Auto Web Metro', cost: 20 },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Auto Web Wide', cost: 25 },
];
const REGION = {
  center: ZIPS['78701'],
  packages: PACKAGES,
  geos: [
    { ...countyGeo('TRAVIS', 'TX', 0), estimate: 120 },
    { ...countyGeo('WILLIAMSON', 'TX', 21.5), estimate: 120 },
  ],
  total: 240,
};

function serve(write: (call: FetchCall) => Response | null = () => null) {
  return mockFetch((call) => {
    const answer = write(call) ?? answerTerritory(call);
    if (answer) return answer;
    if (paramsOf(call, clientCalls.getClient)) return json({ ...CLIENT, id: 5 });
    if (paramsOf(call, channelCalls.getQuoteTypes)) {
      return json([{ code: 'auto', label: 'Auto', id: 1 }]);
    }
    if (paramsOf(call, optionCalls.getOptionList)) {
      return json([{ value: 'rep-1', label: 'Rita Rep' }]);
    }
    if (paramsOf(call, territoryCalls.getPackageRegions)) return json(REGION);
    if (paramsOf(call, territoryCalls.estimateChannels)) {
      const { channels } = call.body as { channels: unknown[] };
      return json({
        channels: channels.map((_c, i) => ({ geoMaps: [], estimate: 100 + i })),
        total: channels.length * 100 + 1,
      });
    }
    if (paramsOf(call, territoryCalls.createLutChannels)) {
      return json({ channels: [{ id: 1, customName: 'A', estimate: 100 }] }, 201);
    }
    return json({ message: 'Not found' }, 404);
  });
}

function renderPage() {
  return renderWithProviders(<ChannelLookupPage />, {
    path: '/leads/create-channel-lut/$clientId',
    url: '/leads/create-channel-lut/5',
  });
}

async function choose(user: UserEvent, label: string, option: string) {
  const select = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled', 'true'));
  await user.click(select);
  await user.click(within(await screen.findByRole('listbox')).getByText(option));
}

const findPackageRegions = (user: UserEvent) =>
  clickWhenEnabled(user, screen.getByRole('button', { name: 'Find package regions' }));

async function lookUp(user: UserEvent) {
  await choose(user, 'Quote type', 'Auto');
  await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '78701');
  await user.click(screen.getByRole('switch', { name: 'Over state lines' }));
  await findPackageRegions(user);
  return screen.findByRole('list', { name: 'Territory' });
}

describe('ChannelLookupPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets staff draw two channels from package regions and create them', async () => {
    signInAs(STAFF_ROLES);
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage();

    const territory = await lookUp(user);
    const lookup = calls.find((c) => paramsOf(c, territoryCalls.getPackageRegions));
    expect(lookup?.url.pathname).toBe('/api/territory/lutpackageregion/ALLSTATE/78701/auto/1');
    expect(lookup?.url.searchParams.get('overStateLines')).toBe('true');
    expect(territory).toHaveTextContent('TRAVIS, TX');
    expect(territory).toHaveTextContent('WILLIAMSON, TX');

    await user.click(screen.getByRole('button', { name: 'Remove WILLIAMSON, TX' }));
    await user.type(screen.getByRole('textbox', { name: 'Channel name' }), 'Austin core');
    await user.click(screen.getByRole('button', { name: 'Add to channels' }));

    await choose(user, 'Package', 'Auto Web Wide ($25.00)');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => paramsOf(c, territoryCalls.getPackageRegions))
          .at(-1)
          ?.url.searchParams.get('packageId'),
      ).toBe(PACKAGES[1]!.id),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Channel name' }), 'Austin wide');
    await user.type(screen.getByRole('spinbutton', { name: 'Price (optional)' }), '30');
    await user.click(screen.getByRole('button', { name: 'Add to channels' }));

    const drafts = screen.getByRole('list', { name: 'Channels to create' });
    expect(within(drafts).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('Estimated total: 201 leads a month')).toBeInTheDocument();
    expect(drafts).toHaveTextContent('101 leads a month');

    await choose(user, 'Upsell rep', 'Rita Rep');
    await user.type(screen.getByRole('textbox', { name: 'Upsell promo' }), 'SPRING');
    await user.click(screen.getByRole('button', { name: 'Create channels' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/client/5/leads/channels'));
    const create = calls.find((c) => paramsOf(c, territoryCalls.createLutChannels));
    expect(create?.body).toMatchObject({
      clientId: 5,
      upsellRep: 'rep-1',
      upsellPromo: 'SPRING',
      channels: [
        {
          quoteType: 'auto',
          productTypeId: 1,
          packageId: PACKAGES[0]!.id,
          customName: 'Austin core',
          geoMaps: [{ type: 'County', stateAbbreviation: 'TX', county: 'TRAVIS' }],
        },
        { packageId: PACKAGES[1]!.id, customName: 'Austin wide', price: 30 },
      ],
    });
  }, 60_000);

  it('says when package regions cannot be had, and when creating fails', async () => {
    signInAs([], 5);
    let regionsFail = true;
    serve((call) => {
      if (paramsOf(call, territoryCalls.getPackageRegions) && regionsFail) {
        return json({ message: 'boom' }, 500);
      }
      if (paramsOf(call, territoryCalls.createLutChannels)) {
        const message = 'Unknown county TRAVS in TX';
        return json({ message, errors: { 'channels.0.geoMaps.0': message } }, 400);
      }
      return null;
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    await choose(user, 'Quote type', 'Auto');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '78701');
    await findPackageRegions(user);
    expect(await screen.findByText(M.getPackageRegions)).toBeInTheDocument();

    regionsFail = false;
    await findPackageRegions(user);
    await screen.findByRole('list', { name: 'Territory' });
    await user.click(screen.getByRole('button', { name: 'Add to channels' }));
    expect(screen.queryByRole('combobox', { name: 'Upsell rep' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create channels' }));
    expect(await screen.findAllByText(M.createChannels)).not.toHaveLength(0);
    // The seeds' message with the field's own, and the draft it names marked (issue 36).
    const drafts = screen.getByRole('list', { name: 'Channels to create' });
    expect(within(drafts).getAllByRole('listitem')[0]).toHaveTextContent(
      'Unknown county TRAVS in TX',
    );
    expect(
      screen
        .getAllByRole('alert')
        .some(
          (a) =>
            a.textContent?.includes(M.createChannels) &&
            a.textContent.includes('Unknown county TRAVS in TX'),
        ),
    ).toBe(true);
  }, 60_000);
});
