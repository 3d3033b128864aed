import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import { FILTER_MESSAGES } from '@client-admin/domain/channel-messages';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../../lib/testing/render-feature';
import { ChannelFiltersEditor } from './channel-filters-editor';
import { FILTERS_RESPONSE } from './filter-fixtures';
import { clickWhenEnabled } from '../../../../lib/testing/click-when-enabled';

vi.mock('../../../../lib/auth/access-token');

const saved = () => json(FILTERS_RESPONSE);

function serve(read: () => Response, write: (call: FetchCall) => Response = saved) {
  return mockFetch((call) => (call.method === 'GET' ? read() : write(call)));
}

function renderEditor(callType: 'WarmTransfer' | 'ColdTransfer' | null = null) {
  signInAs(STAFF_ROLES, 5);
  return renderWithProviders(<ChannelFiltersEditor channelId={9} callType={callType} />);
}

const user = () => userEvent.setup({ delay: null });
const saveButton = () => screen.getByRole('button', { name: 'Save filters' });

async function choose(label: string, option: string) {
  const u = user();
  await u.click(screen.getByRole('combobox', { name: label }));
  await u.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('ChannelFiltersEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the filters with their lookup labels and starts clean', async () => {
    const calls = serve(() => json(FILTERS_RESPONSE));
    renderEditor();
    const table = await screen.findByRole('table', { name: 'Channel filters' });
    expect(within(table).getByText('Credit Rating')).toBeInTheDocument();
    expect(within(table).getByText('Good')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(calls[0]?.url.pathname).toBe(
      fillPath(channelCalls.getSubscriptionFilters.path, { id: 9 }),
    );
  }, 30_000);

  it('adds a number filter and a lookup filter, then saves the whole list', async () => {
    const calls = serve(() => json(FILTERS_RESPONSE), saved);
    renderEditor();
    await screen.findByRole('table', { name: 'Channel filters' });

    await choose('Filter type', 'Minimum Age');
    await user().type(screen.getByRole('spinbutton', { name: 'Value' }), '21');
    await clickWhenEnabled(user(), screen.getByRole('button', { name: 'Add filter' }));
    await choose('Filter type', 'Credit Rating');
    await choose('Value', 'Excellent');
    await clickWhenEnabled(user(), screen.getByRole('button', { name: 'Add filter' }));

    expect(saveButton()).toBeEnabled();
    await user().click(saveButton());
    expect(await screen.findByText('Filters saved.')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());

    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(
      fillPath(channelCalls.upsertSubscriptionFilters.path, { id: 9 }),
    );
    expect(post?.body).toEqual([
      FILTERS_RESPONSE.subscriptionFilters[0],
      {
        subscriptionFilterId: -1,
        subscriptionFilterTypeId: 4,
        subscriptionFilterTypeName: 'Minimum Age',
        subscriptionFilterTypeOperator: '>=',
        subscriptionFilterTypeInputValue: '21',
        subscriptionFilterTypeInputLookup: null,
      },
      {
        subscriptionFilterId: -1,
        subscriptionFilterTypeId: 1,
        subscriptionFilterTypeName: 'Credit Rating',
        subscriptionFilterTypeOperator: 'IN',
        subscriptionFilterTypeInputValue: null,
        subscriptionFilterTypeInputLookup: 11,
      },
    ]);
  }, 30_000);

  it('removes a filter, becomes dirty, and uses the Taz calls for direct transfer', async () => {
    const calls = serve(() => json(FILTERS_RESPONSE), saved);
    renderEditor('ColdTransfer');
    await user().click(await screen.findByRole('button', { name: 'Remove filter Credit Rating' }));
    expect(screen.getByText('This channel has no filters.')).toBeInTheDocument();
    await user().click(saveButton());
    await screen.findByText('Filters saved.');

    expect(calls[0]?.url.pathname).toBe(
      fillPath(channelCalls.getTazSubscriptionFilters.path, { id: 9 }),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(
      fillPath(channelCalls.upsertTazSubscriptionFilters.path, { id: 9 }),
    );
    expect(post?.body).toEqual([]);
  }, 30_000);

  it('keeps the edits and says so when the save fails', async () => {
    serve(
      () => json(FILTERS_RESPONSE),
      () => json({ statusCode: 500, message: 'Boom' }, 500),
    );
    renderEditor();
    await user().click(await screen.findByRole('button', { name: 'Remove filter Credit Rating' }));
    await user().click(saveButton());
    expect(await screen.findByText(FILTER_MESSAGES.saveFilter)).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  }, 30_000);

  it("shows a 400 of a filter on its row, and the seeds' message with it (issue 36)", async () => {
    const message = 'Pick a value from the list';
    serve(
      () => json(FILTERS_RESPONSE),
      () =>
        json(
          { statusCode: 400, message, errors: { '1.subscriptionFilterTypeInputLookup': message } },
          400,
        ),
    );
    renderEditor();
    await screen.findByRole('table', { name: 'Channel filters' });
    await choose('Filter type', 'Minimum Age');
    await user().type(screen.getByRole('spinbutton', { name: 'Value' }), '21');
    // The form settles valid a moment after the typing.
    const add = screen.getByRole('button', { name: 'Add filter' });
    await waitFor(() => expect(add).toBeEnabled());
    await user().click(add);
    const table = screen.getByRole('table', { name: 'Channel filters' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await user().click(saveButton());

    const toast = (await screen.findByText(FILTER_MESSAGES.saveFilter)).parentElement!;
    expect(toast).toHaveTextContent(message);
    const rows = within(screen.getByRole('table', { name: 'Channel filters' })).getAllByRole('row');
    expect(rows[2]).toHaveTextContent(`Minimum Age${message}`);
    expect(rows[1]).not.toHaveTextContent(message);
    expect(
      screen.getByRole('button', { name: 'Remove filter Minimum Age' }),
    ).toHaveAccessibleDescription(message);

    await user().click(screen.getByRole('button', { name: 'Remove filter Credit Rating' }));
    expect(screen.getByRole('table', { name: 'Channel filters' })).not.toHaveTextContent(message);
  }, 30_000);

  it('shows the load failure message', async () => {
    serve(() => json({ statusCode: 500, message: 'Boom' }, 500));
    renderEditor();
    expect(await screen.findByText(FILTER_MESSAGES.getChannelFilters)).toBeInTheDocument();
  }, 30_000);
});
