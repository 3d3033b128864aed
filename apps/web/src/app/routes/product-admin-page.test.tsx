import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import { optionOperations } from '@client-admin/contracts/options';
import { packageOperations as ops } from '@client-admin/contracts/packages';
import { vendorOperations } from '@client-admin/contracts/vendors';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../lib/testing/render-feature';
import {
  AUTO_PACKAGE,
  AUTO_PACKAGE_ADMIN,
  CARRIERS,
  EXCLUDABLE_CLIENTS,
  FILTER_TYPES,
  HOME_CALL_PACKAGE,
  PRICE_MODIFIER_TEMPLATES,
} from '../../features/packages/testing-fixtures';
import ProductAdminPage from './product-admin-page';

vi.mock('../../lib/auth/access-token');

const PRODUCT_ROLES = ['Everest-Product', 'Everest-Product-Admin'];
const notFound = () => json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);

/** The page's reads and their answers (paths compared in lower case: the router ignores case). */
const READS: [string, unknown][] = [
  [fillPath(optionOperations.getOptionList.path, { list: 'AGENCY' }), CARRIERS],
  [ops.listPackages.path, [AUTO_PACKAGE, HOME_CALL_PACKAGE]],
  [ops.searchPackages.path, [HOME_CALL_PACKAGE]],
  [ops.listFilterTypes.path, FILTER_TYPES],
  [ops.listPriceModifierTemplates.path, PRICE_MODIFIER_TEMPLATES],
  [ops.searchExcludableClients.path, EXCLUDABLE_CLIENTS],
  [fillPath(ops.getPackage.path, { id: AUTO_PACKAGE.id }), AUTO_PACKAGE_ADMIN],
  [vendorOperations.listVendors.path, []],
  [vendorOperations.listTopVendors.path, []],
];

/** Answers the page's reads; `override` may answer any call first. */
function serve(override: (call: FetchCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    const path = call.url.pathname.toLowerCase();
    if (call.method !== 'GET') return notFound();
    const read = READS.find(([readPath]) => readPath.toLowerCase() === path);
    return read ? json(read[1]) : notFound();
  });
}

function renderPage() {
  signInAs(PRODUCT_ROLES);
  return renderWithProviders(<ProductAdminPage />, { path: '/product-admin' });
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string | RegExp,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  );
}

describe('ProductAdminPage packages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists packages with carrier names and dollar costs, and keeps the Feature Flags card', async () => {
    const calls = serve();
    renderPage();

    const table = await screen.findByRole('table', { name: 'Packages' });
    const auto = (await within(table).findByText('State Farm Auto Web')).closest('tr')!;
    await waitFor(() => expect(auto).toHaveTextContent('State Farm'));
    expect(auto).toHaveTextContent('$11.25');
    expect(auto).toHaveTextContent('Web');
    const home = within(table).getByText('Everyone Home Call').closest('tr')!;
    expect(home).toHaveTextContent('All carriers');
    expect(home).toHaveTextContent('$45.00');
    expect(home).toHaveTextContent('Inactive');
    expect(screen.getByRole('link', { name: /Feature Flags/ })).toBeInTheDocument();
    const list = calls.find((call) => call.url.pathname === ops.listPackages.path);
    expect(list?.url.searchParams.get('includeInactive')).toBe('true');
  }, 20_000);

  it('asks the server again when a filter changes', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('State Farm Auto Web');

    const filters = screen.getByRole('group', { name: 'Package filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Quote type' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Home' }),
    );
    await user.click(within(filters).getByRole('combobox', { name: 'Product' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Call' }),
    );

    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.url.pathname === ops.listPackages.path &&
            call.url.searchParams.get('quoteType') === 'home' &&
            call.url.searchParams.get('productTypeId') === '2',
        ),
      ).toBe(true),
    );
  }, 20_000);

  it('searches deeply after typing and says so when the search fails', async () => {
    let failSearch = false;
    const calls = serve((call) =>
      failSearch && call.url.pathname === ops.searchPackages.path
        ? json({ statusCode: 500, error: 'Server Error', message: 'boom' }, 500)
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('State Farm Auto Web');

    await user.type(screen.getByRole('searchbox', { name: 'Search packages' }), 'home');
    await waitFor(() => {
      expect(screen.getByText('Everyone Home Call')).toBeInTheDocument();
      expect(screen.queryByText('State Farm Auto Web')).not.toBeInTheDocument();
    });
    const deep = calls.find((call) => call.url.pathname === ops.searchPackages.path);
    expect(deep?.url.searchParams.get('searchText')).toBe('home');

    failSearch = true;
    await user.type(screen.getByRole('searchbox', { name: 'Search packages' }), 'x');
    expect((await screen.findAllByText(CHANNEL_MESSAGES.searchPackages)).length).toBeGreaterThan(0);
  }, 20_000);

  it('tells a failed list with the spec message', async () => {
    serve((call) =>
      call.url.pathname === ops.listPackages.path
        ? json({ statusCode: 500, error: 'Server Error', message: 'boom' }, 500)
        : undefined,
    );
    renderPage();
    // The table's alert and the toast.
    await waitFor(() => expect(screen.getAllByText(CHANNEL_MESSAGES.getPackages)).toHaveLength(2));
  }, 20_000);

  it('creates a package, sending the cost and modifiers in dollars', async () => {
    const calls = serve((call) =>
      call.method === 'POST' ? json({ ...AUTO_PACKAGE_ADMIN, id: 'new' }, 201) : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('State Farm Auto Web');

    await user.click(screen.getByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    await user.type(within(dialog).getByLabelText('Name'), 'Playwright Auto');
    await choose(user, 'Carrier', 'State Farm');
    await choose(user, 'Quote type', 'Auto');
    await user.type(within(dialog).getByLabelText('Cost'), '12.5');
    await user.click(within(dialog).getByRole('combobox', { name: 'Filters' }));
    await user.click(await screen.findByRole('option', { name: 'Credit Rating' }));
    await choose(user, 'Start from a template', /Multi-car/);
    await user.type(within(dialog).getByRole('combobox', { name: 'Excluded clients' }), 'Av');
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.url.pathname === ops.searchExcludableClients.path &&
            call.url.searchParams.get('q') === 'Av',
        ),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: 'Avery Agency (#42)' }));

    await user.click(within(dialog).getByRole('button', { name: 'Create package' }));

    expect(await screen.findByText('Package created.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(ops.createPackage.path);
    expect(post?.body).toEqual({
      name: 'Playwright Auto',
      carrier: 'STATEFARM',
      quoteType: 'auto',
      productTypeId: 1,
      cost: 12.5,
      maxSold: 4,
      isActive: true,
      isSourceOnly: false,
      filters: ['Credit Rating'],
      priceModifiers: [{ name: 'Multi-car', priceMin: 0.5, priceMax: 2, isDefaultSelected: false }],
      excludedClientIds: [42],
    });
  }, 30_000);

  it('checks a modifier range before sending and shows the server field errors', async () => {
    const calls = serve((call) =>
      call.method === 'PUT'
        ? json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Please fix the highlighted fields',
              errors: {
                name: 'A package with this name already exists',
                'priceModifiers.0.id': 'No such price modifier',
              },
            },
            400,
          )
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit State Farm Auto Web' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit package' });
    expect(await within(dialog).findByText('Blocked Agency (#9)')).toBeInTheDocument();

    const modifier = within(dialog).getByRole('group', { name: 'Price modifier 1' });
    const min = within(modifier).getByLabelText('Min price');
    await user.clear(min);
    await user.type(min, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(modifier).findByText('Minimum price must not exceed maximum price'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(min);
    await user.type(min, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A package with this name already exists'),
    ).toBeInTheDocument();
    // The modifier row the 400 names shows its message; the seeds' message comes with both.
    expect(await within(modifier).findByText('No such price modifier')).toBeInTheDocument();
    const toast = (await screen.findByText('Failed to update product')).parentElement!;
    expect(toast).toHaveTextContent('A package with this name already exists');
    expect(toast).toHaveTextContent('No such price modifier');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(fillPath(ops.updatePackage.path, { id: AUTO_PACKAGE.id }));
    expect(put?.body).toMatchObject({
      priceModifiers: [{ id: 7, name: 'Homeowner', priceMin: 2, priceMax: 3.5 }],
      excludedClientIds: [9],
    });
  }, 30_000);

  it('asks before deleting and shows why a package in use stays', async () => {
    const calls = serve((call) =>
      call.method === 'DELETE'
        ? json(
            {
              statusCode: 409,
              error: 'Conflict',
              message: '2 channels use this package; move them to another package first',
            },
            409,
          )
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete State Farm Auto Web' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete package?' });
    expect(dialog).toHaveTextContent('State Farm Auto Web');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await within(dialog).findByText(
        '2 channels use this package; move them to another package first',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe(
      fillPath(ops.deletePackage.path, { id: AUTO_PACKAGE.id }),
    );
  }, 20_000);

  it('deletes after confirming', async () => {
    serve((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Everyone Home Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete package?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Package deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);
});
