import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  channelDraftInput,
  type ChannelDraftInput,
  type SubscriptionFilter,
} from '@client-admin/contracts/channels';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import { paramsOf, renderWithProviders, signInAs } from '../../../../lib/testing/render-feature';
import { MINIMUM_AGE, SAVED_CREDIT_FILTER } from '../filters/filter-fixtures';
import { newFilter } from '../filters/filters-state';
import { PACKAGES } from './editor-fixtures';
import { serveEditor, TEST_PARTS } from './editor-test-server';
import { SignupChannelEditor } from './signup-channel-editor';

vi.mock('../../../../lib/auth/access-token', () => ({
  getAccessToken: async () => 'test-token',
  redirectToLogin: vi.fn(),
}));

async function choose(user: UserEvent, label: string, option: string | RegExp) {
  const select = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled', 'true'));
  await user.click(select);
  await user.click(within(await screen.findByRole('listbox')).getByText(option));
}

const OWNER = { parentCompany: 'STATEFARM', clientType: 'AGENT', agencyEmail: '' } as const;

describe('SignupChannelEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("drafts a signup's channel without a client and hands the whole channel and its filters to the signup", async () => {
    signInAs(['Everest-Sales'], null);
    const calls = serveEditor({ clients: [], accounts: [] });
    const saved: ChannelDraftInput[] = [];
    const savedFilters: SubscriptionFilter[][] = [];
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <SignupChannelEditor
        parts={TEST_PARTS}
        service="Web"
        owner={OWNER}
        channel={null}
        filters={[]}
        submitLabel="Add channel"
        onSave={(channel, filters) => {
          saved.push(channel);
          savedFilters.push(filters);
        }}
      />,
    );

    await choose(user, 'Quote type', 'Auto');
    await choose(user, 'Package', 'Allstate Auto Web ($20.00)');
    await user.type(screen.getByRole('textbox', { name: 'E-mail delivery' }), 'leads@example.com');
    // A filter, from the signup's filter types; the same one twice is refused.
    const filters = screen.getByRole('region', { name: 'Filters' });
    const addFilter = async () => {
      await choose(user, 'Filter type', 'Minimum Age');
      await user.type(within(filters).getByRole('spinbutton', { name: 'Value' }), '30');
      const add = within(filters).getByRole('button', { name: 'Add filter' });
      await waitFor(() => expect(add).toBeEnabled());
      await user.click(add);
    };
    await addFilter();
    expect(await within(filters).findByRole('cell', { name: '30' })).toBeInTheDocument();
    await addFilter();
    expect(await within(filters).findByRole('alert')).toHaveTextContent(
      'This filter is in the list twice',
    );
    await user.click(screen.getByRole('button', { name: 'Add channel' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(savedFilters[0]).toEqual([newFilter(MINIMUM_AGE, '30')]);
    expect(saved[0]).toMatchObject({
      quoteType: 'auto',
      packageId: PACKAGES[0]!.id,
      price: 20,
      emailDelivery: 'leads@example.com',
      dayCapSchedule: { weekly: 25 },
    });
    expect(saved[0]).not.toHaveProperty('clientId');
    const draft = calls.find((c) => paramsOf(c, channelCalls.newChannel));
    expect(Object.fromEntries(draft!.url.searchParams)).toEqual({
      isSignup: 'true',
      parentCompany: 'STATEFARM',
      clientType: 'AGENT',
    });
    // No client yet: nothing of one is read, and CRM posting waits for the signed client.
    expect(calls.some((c) => paramsOf(c, channelCalls.getCrmTargets))).toBe(false);
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
    expect(screen.getByText(/CRM posting is set up on the channel once the client has signed/));
  }, 30_000);

  it('edits a channel of the signup from what the signup holds, without asking for a draft', async () => {
    signInAs(['Everest-Sales'], null);
    const calls = serveEditor({ clients: [], accounts: [] });
    const saved: ChannelDraftInput[] = [];
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <SignupChannelEditor
        parts={TEST_PARTS}
        service="Web"
        owner={OWNER}
        channel={channelDraftInput.parse({ quoteType: 'auto', customName: 'Mine' })}
        filters={[SAVED_CREDIT_FILTER]}
        submitLabel="Save channel"
        onSave={(channel) => saved.push(channel)}
      />,
    );
    const name = await screen.findByRole('textbox', { name: 'Custom name' });
    expect(name).toHaveValue('Mine');
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(await within(filters).findByRole('cell', { name: 'Good' })).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Austin autos');
    await user.click(screen.getByRole('button', { name: 'Save channel' }));
    await waitFor(() => expect(saved[0]).toMatchObject({ customName: 'Austin autos' }));
    expect(calls.some((c) => paramsOf(c, channelCalls.newChannel))).toBe(false);
  }, 30_000);
});
