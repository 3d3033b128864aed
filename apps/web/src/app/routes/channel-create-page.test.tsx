import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import { TERRITORY_MESSAGES } from '@client-admin/domain/channel-messages';
import { ECRM_MESSAGES } from '@client-admin/domain/ecrm';
import { json, renderWithProviders, signInAs } from '../../lib/testing/render-feature';
import {
  AGENT_CLIENT,
  CORPORATE_CLIENT,
  PACKAGES,
  accountWith,
  makeChannelDetail,
} from '../../features/channels/components/editor/editor-fixtures';
import { serveEditor as serveChannelEditor } from '../../features/channels/components/editor/editor-test-server';
import { answerTerritory } from '../../features/territory/components/editor/territory-test-server';
import ChannelCreateRoute from './channel-create-page';
import { clickWhenEnabled } from '../../lib/testing/click-when-enabled';

vi.mock('../../lib/auth/access-token', () => ({
  getAccessToken: async () => 'test-token',
  redirectToLogin: vi.fn(),
}));

/** The channel editor's reads, and the territory editor's composed into it. */
const serveEditor = (server: Parameters<typeof serveChannelEditor>[0]) =>
  serveChannelEditor({ ...server, answerFirst: answerTerritory });

function renderPage(clientId = 5) {
  return renderWithProviders(<ChannelCreateRoute />, {
    path: '/leads/create-channel/$clientId/$serviceType',
    url: `/leads/create-channel/${clientId}/web`,
  });
}

async function choose(user: UserEvent, label: string, option: string | RegExp) {
  const select = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled', 'true'));
  await user.click(select);
  await user.click(within(await screen.findByRole('listbox')).getByText(option));
}

/** Types into the county picker and picks the listed county, once the button takes it. */
async function pickCounty(user: UserEvent, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: 'County' }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add county' })).toBeEnabled());
}

const price = () => screen.getByRole('spinbutton', { name: 'Price' });

describe('ChannelCreatePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the package cost as the price when a package is picked', async () => {
    signInAs([], 5);
    serveEditor({ clients: [AGENT_CLIENT], accounts: [accountWith(5, '')] });
    const user = userEvent.setup({ delay: null });
    renderPage();

    await choose(user, 'Quote type', 'Auto');
    await waitFor(() => expect(price()).toHaveValue(11.25));
    expect(screen.getByText('Base package price $11.25')).toBeInTheDocument();
    await choose(user, 'Package', 'Allstate Auto Web ($20.00)');
    await waitFor(() => expect(price()).toHaveValue(20));
    expect(screen.getByRole('spinbutton', { name: 'Max sold' })).toHaveValue(3);
    expect(screen.getByText('The package sells to at most 3')).toBeInTheDocument();
    // The default-selected modifier comes back at the new price, clamped to its range.
    expect(screen.getByRole('checkbox', { name: 'Standard' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Standard price' })).toHaveValue(15);
    // A client user sees its price range and not the fields only staff set (decision 0014).
    expect(screen.getByText(/^Price must be between \$20\.00 and \$/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Trump flag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Bid floor' })).not.toBeInTheDocument();
  }, 30_000);

  it('prices the custom package at 0 for a corporate client', async () => {
    signInAs([], 6);
    serveEditor({ clients: [CORPORATE_CLIENT], accounts: [accountWith(6, '')] });
    const user = userEvent.setup({ delay: null });
    renderPage(6);

    await choose(user, 'Quote type', 'Auto');
    await choose(user, 'Package', 'Allstate Auto Web ($20.00)');
    await waitFor(() => expect(price()).toHaveValue(20));
    await choose(user, 'Package', 'Custom ($5.00)');
    await waitFor(() => expect(price()).toHaveValue(0));
    expect(await screen.findByRole('checkbox', { name: 'Custom boost' })).toBeChecked();
  }, 30_000);

  it('lets the custom package price a modifier freely, from 0 up', async () => {
    signInAs([], 6);
    const calls = serveEditor({
      clients: [CORPORATE_CLIENT],
      accounts: [accountWith(6, '')],
      write: () => json(makeChannelDetail({ id: 78, clientId: 6 }), 201),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(6);

    await choose(user, 'Quote type', 'Auto');
    await choose(user, 'Package', 'Custom ($5.00)');
    // The custom modifier's template range is 0 to 0; the custom package ignores it.
    const boost = await screen.findByRole('spinbutton', { name: 'Custom boost price' });
    expect(boost).toHaveValue(0);
    expect(screen.getByText('Any amount of $0.00 or more')).toBeInTheDocument();
    await user.clear(boost);
    await user.type(boost, '-1');
    expect(screen.getByText('Must be 0 or more')).toBeInTheDocument();
    await user.clear(boost);
    await user.type(boost, '7.5');
    expect(screen.queryByText(/^Price must be between/)).not.toBeInTheDocument();
    await user.tab();
    expect(boost).toHaveValue(7.5);
    await user.click(screen.getByRole('button', { name: 'Create channel' }));

    expect(await screen.findByText('Channel created.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      packageId: PACKAGES[1]!.id,
      price: 0,
      priceModifiers: [{ packagePriceModifierId: 50, price: 7.5 }],
    });
  }, 30_000);

  it('warns when an added zip is already included in a selected state', async () => {
    signInAs([], 5);
    serveEditor({ clients: [AGENT_CLIENT], accounts: [accountWith(5, '')] });
    const user = userEvent.setup({ delay: null });
    renderPage();

    const territory = () => screen.getByRole('list', { name: 'Territory' });
    await choose(user, 'State', 'Texas');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Add state' }));
    await waitFor(() => expect(territory()).toHaveTextContent('TX'));

    await choose(user, 'Add territory by', 'Zip code');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '78701');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Add zip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      TERRITORY_MESSAGES.zipInSelectedState,
    );
    expect(TERRITORY_MESSAGES.zipInSelectedState).toBe(
      'Added zip is already included in a selected state',
    );
    expect(within(territory()).getAllByRole('listitem')).toHaveLength(1);

    await choose(user, 'Add territory by', 'County');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await choose(user, 'State', 'Oklahoma');
    await pickCounty(user, 'tulsa', 'TULSA, OK');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Add county' }));
    await waitFor(() => expect(territory()).toHaveTextContent('TULSA, OK'));

    await pickCounty(user, 'Tulsa', 'TULSA, OK');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Add county' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(TERRITORY_MESSAGES.duplicateCounty),
    );
    await choose(user, 'State', 'Texas');
    await pickCounty(user, 'travis', 'TRAVIS, TX');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Add county' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(TERRITORY_MESSAGES.countyInSelectedState),
    );
    expect(within(territory()).getAllByRole('listitem')).toHaveLength(2);
  }, 30_000);

  it('recalculates the weekday caps when the weekly cap changes', async () => {
    signInAs([], 5);
    serveEditor({ clients: [AGENT_CLIENT], accounts: [accountWith(5, '')] });
    const user = userEvent.setup({ delay: null });
    renderPage();

    const weekly = await screen.findByRole('spinbutton', { name: 'Weekly cap' });
    expect(screen.getByRole('spinbutton', { name: 'Monday' })).toHaveValue(7);
    await user.clear(weekly);
    await user.type(weekly, '40');
    expect(screen.getByRole('spinbutton', { name: 'Monday' })).toHaveValue(11);
    expect(screen.getByRole('spinbutton', { name: 'Friday' })).toHaveValue(11);
    expect(screen.getByRole('spinbutton', { name: 'Sunday' })).toHaveValue(1);
    await user.click(screen.getByRole('checkbox', { name: 'Unlimited weekly cap' }));
    expect(screen.getByRole('spinbutton', { name: 'Monday' })).toHaveValue(-1);
  }, 30_000);

  it('refuses ECRM without an agency e-mail', async () => {
    signInAs([], 5);
    serveEditor({ clients: [AGENT_CLIENT], accounts: [accountWith(5, '')] });
    const user = userEvent.setup({ delay: null });
    renderPage();

    await choose(user, 'CRM target', 'ECRM');
    await user.click(screen.getByRole('button', { name: 'Add CRM delivery' }));
    expect(await screen.findByText(ECRM_MESSAGES.agencyEmailMissing)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Agent e-mail name' })).not.toBeInTheDocument();
  }, 30_000);

  it('says when the ECRM value is not the agency e-mail name', async () => {
    signInAs([], 5);
    serveEditor({ clients: [AGENT_CLIENT], accounts: [accountWith(5, 'ada@agency.com')] });
    const user = userEvent.setup({ delay: null });
    renderPage();

    await choose(user, 'CRM target', 'ECRM');
    await user.click(screen.getByRole('button', { name: 'Add CRM delivery' }));
    const variable = await screen.findByRole('textbox', { name: 'Agent e-mail name' });
    await user.type(variable, 'bob');
    await user.tab();
    expect(await screen.findByText(ECRM_MESSAGES.invalidEmail)).toBeInTheDocument();
  }, 30_000);

  it('creates the channel with the contract body and opens its edit page', async () => {
    signInAs([], 5);
    const calls = serveEditor({
      clients: [AGENT_CLIENT],
      accounts: [accountWith(5, '')],
      write: () => json(makeChannelDetail({ id: 77 }), 201),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage();

    await choose(user, 'Quote type', 'Auto');
    await choose(user, 'Package', 'Allstate Auto Web ($20.00)');
    await choose(user, 'State', 'Texas');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Add state' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail delivery' }), 'leads@example.com');
    await user.click(screen.getByRole('button', { name: 'Create channel' }));

    expect(await screen.findByText('Channel created.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(fillPath(channelCalls.addChannel.path, { serviceType: 'Web' }));
    expect(post?.body).toMatchObject({
      clientId: 5,
      quoteType: 'auto',
      packageId: PACKAGES[0]!.id,
      price: 20,
      maxPrice: null,
      maxSold: 3,
      priceModifiers: [{ packagePriceModifierId: 11, price: 15 }],
      geoMaps: [{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }],
      emailDelivery: 'leads@example.com',
      dayCapSchedule: { weekly: 25, monday: 7, sunday: 1 },
      trumpFlag: 0,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/channeledit/5/77'));
  }, 30_000);

  it('puts the server field errors on the fields, and toasts other failures', async () => {
    signInAs([], 5);
    let answer = json(
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Bad',
        errors: { customName: 'Name taken' },
      },
      400,
    );
    serveEditor({ clients: [AGENT_CLIENT], accounts: [accountWith(5, '')], write: () => answer });
    const user = userEvent.setup({ delay: null });
    renderPage();

    await choose(user, 'Quote type', 'Auto');
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    const field = await screen.findByRole('textbox', { name: 'Custom name' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Name taken'));
    // The seeds' message, with the field's own under it (issue 36).
    const toast = (await screen.findByText('Failed to create/update web channel or campaign'))
      .parentElement!;
    expect(toast).toHaveTextContent('Name taken');

    answer = json({ statusCode: 500, error: 'Server Error', message: 'Boom' }, 500);
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    await waitFor(() =>
      expect(screen.getAllByText('Failed to create/update web channel or campaign')).toHaveLength(
        2,
      ),
    );
    const second = screen.getAllByText('Failed to create/update web channel or campaign')[1]!;
    expect(second.parentElement).not.toHaveTextContent('Name taken');
  }, 30_000);

  it('asks before leaving with unsaved changes', async () => {
    signInAs([], 5);
    serveEditor({ clients: [AGENT_CLIENT], accounts: [accountWith(5, '')] });
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage();

    await user.type(await screen.findByRole('textbox', { name: 'Custom name' }), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Back to channels' }));
    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/leads/create-channel/5/web');
  }, 30_000);
});
