import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelGroup } from '@client-admin/contracts/channel-groups';
import { channelGroupCalls } from '@client-admin/contracts/channel-groups.calls';
import { scheduleCalls } from '@client-admin/contracts/schedules.calls';
import { CHANNEL_GROUP_MESSAGES } from '@client-admin/domain/channel-groups/channel-group-messages';
import { defaultCallSchedule } from '@client-admin/domain/schedules/call-schedule';
import { encodeCallSchedule } from '@client-admin/domain/schedules/call-schedule-wire';
import {
  json,
  isCall,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { ChannelGroupsPanel } from './channel-groups-panel';
import type { GroupChannel } from './group-channel';

vi.mock('../../../lib/auth/access-token');

const call = (id: number, name: string): GroupChannel => ({
  id,
  name,
  customName: '',
  productTypeId: 2,
  source: 'Call',
  callType: 'WarmTransfer',
});
const CHANNELS: GroupChannel[] = [
  call(21, 'Auto calls'),
  call(22, 'Home calls'),
  call(23, 'Renter calls'),
  { ...call(24, 'Web auto'), productTypeId: 1, source: 'Web', callType: null },
];

const wire = encodeCallSchedule(defaultCallSchedule());
const GROUP: ChannelGroup = {
  subscriptionGroupId: 7,
  groupName: 'Daytime',
  clientId: 5,
  subscriptions: [{ clientQuoteTypeId: 21, subscriptionId: 70 }],
  isIntervalEnabled: false,
  intervalCapEnabled: false,
  dailySchedule: wire.subscriptionDailySchedules.map((d) => ({
    ...d,
    subscriptionDayPartSchedules: d.subscriptionDayPartSchedules.map((p) => ({
      ...p,
      scheduleDayPartCap: { ...p.scheduleDayPartCap, dayIndex: d.dayOfWeek },
      subscriptionIntervalCaps: [],
    })),
  })),
  monthlyCap: wire.subscriptionMonthlySchedule.subscriptionMonthlyCap,
};

const user = () => userEvent.setup({ delay: null });

function renderPanel(groups: ChannelGroup[], write: (call: FetchCall) => Response) {
  const calls = mockFetch((c) => {
    if (isCall(c, channelGroupCalls.listChannelGroups, { clientId: 5 })) return json(groups);
    if (isCall(c, scheduleCalls.getGroupSchedule, { groupId: 7 })) {
      return json({ subscriptionGroupId: 7, clientId: 5, ...wire });
    }
    return write(c);
  });
  signInAs(STAFF_ROLES, 5);
  renderWithProviders(<ChannelGroupsPanel clientId={5} channels={CHANNELS} />);
  return calls;
}

describe('ChannelGroupsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists groups and offers only free call channels', async () => {
    renderPanel([GROUP], () => json({}));
    const group = await screen.findByRole('region', { name: 'Daytime' });
    expect(within(group).getByText('Auto calls')).toBeInTheDocument();
    await user().click(within(group).getByRole('combobox', { name: 'Add channel' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Home calls', 'Renter calls']);
  }, 30_000);

  it('says so when there are no groups, and creates one with two channels', async () => {
    const calls = renderPanel([], () => json(8));
    expect(await screen.findByText('This client has no channel groups yet.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New channel group' });
    await user().type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Evenings');
    await user().click(within(dialog).getByRole('checkbox', { name: 'Auto calls' }));
    await user().click(within(dialog).getByRole('checkbox', { name: 'Home calls' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Web auto' })).not.toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => isCall(c, channelGroupCalls.saveChannelGroup));
    expect(post?.body).toEqual({
      subscriptionGroupId: 0,
      groupName: 'Evenings',
      clientId: 5,
      subscriptions: [{ clientQuoteTypeId: 21 }, { clientQuoteTypeId: 22 }],
      isIntervalEnabled: false,
    });
  }, 30_000);

  it("shows the server's Name already exists", async () => {
    renderPanel([GROUP], () =>
      json({ statusCode: 400, message: CHANNEL_GROUP_MESSAGES.nameExists }, 400),
    );
    await user().click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Other');
    await user().click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Name already exists')).toBeInTheDocument();
  }, 30_000);

  it("puts the server's refusal of the name on the name", async () => {
    renderPanel([GROUP], () =>
      json(
        {
          statusCode: 400,
          message: CHANNEL_GROUP_MESSAGES.nameExists,
          errors: { groupName: CHANNEL_GROUP_MESSAGES.nameExists },
        },
        400,
      ),
    );
    await user().click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Group name' });
    await user().type(name, 'Other');
    await user().click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Name already exists')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('asks for a name once the field is left empty', async () => {
    renderPanel([GROUP], () => json(9));
    await user().click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByRole('textbox', { name: 'Group name' }), '  ');
    await user().tab();
    expect(
      await within(dialog).findByText(CHANNEL_GROUP_MESSAGES.nameRequired),
    ).toBeInTheDocument();
  }, 30_000);

  it('checks the name with the domain rule before sending', async () => {
    const calls = renderPanel([GROUP], () => json(9));
    await user().click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'daytime');
    await user().click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Name already exists')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 30_000);

  it("adds a channel and shows the server's Channel already in group", async () => {
    const calls = renderPanel([GROUP], () =>
      json({ statusCode: 400, message: CHANNEL_GROUP_MESSAGES.channelInGroup }, 400),
    );
    const group = await screen.findByRole('region', { name: 'Daytime' });
    await user().click(within(group).getByRole('combobox', { name: 'Add channel' }));
    await user().click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Home calls' }),
    );
    expect(await within(group).findByText('Channel already in group')).toBeInTheDocument();
    expect(
      calls.some((c) =>
        isCall(c, channelGroupCalls.addGroupChannel, {
          channelId: 22,
          groupId: 7,
          callType: 'WarmTransfer',
        }),
      ),
    ).toBe(true);
  }, 30_000);

  it('removes a channel', async () => {
    const calls = renderPanel([GROUP], () => json(GROUP));
    await user().click(
      await screen.findByRole('button', { name: 'Remove Auto calls from Daytime' }),
    );
    await waitFor(() =>
      expect(
        calls.some((c) =>
          isCall(c, channelGroupCalls.removeGroupChannel, {
            channelId: 21,
            groupId: 7,
            callType: 'WarmTransfer',
          }),
        ),
      ).toBe(true),
    );
  }, 30_000);

  it('asks before deleting a group', async () => {
    const calls = renderPanel([GROUP], () => new Response(null, { status: 204 }));
    await user().click(await screen.findByRole('button', { name: 'Delete Daytime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete group?' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user().click(screen.getByRole('button', { name: 'Delete Daytime' }));
    await user().click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete group' }),
    );
    expect(await screen.findByText('Group deleted.')).toBeInTheDocument();
    expect(calls.some((c) => isCall(c, channelGroupCalls.deleteChannelGroup, { groupId: 7 }))).toBe(
      true,
    );
  }, 30_000);

  it('says so when deleting fails', async () => {
    renderPanel([GROUP], () => json({ statusCode: 500, message: 'Boom' }, 500));
    await user().click(await screen.findByRole('button', { name: 'Delete Daytime' }));
    await user().click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete group' }),
    );
    expect(await screen.findByText(CHANNEL_GROUP_MESSAGES.deleteGroup)).toBeInTheDocument();
  }, 30_000);

  it("edits and saves the group's shared schedule", async () => {
    const calls = renderPanel([GROUP], (c) =>
      json({ ...(c.body as object), intervalStep: '00:15:00' }),
    );
    await user().click(await screen.findByRole('button', { name: 'Edit schedule' }));
    await user().click(await screen.findByRole('button', { name: 'Add day part on Monday' }));
    await user().click(screen.getByRole('switch', { name: 'Interval caps' }));
    await user().click(screen.getByRole('button', { name: 'Save group schedule' }));
    expect(await screen.findByText('Group schedule saved.')).toBeInTheDocument();
    const post = calls.find((c) => isCall(c, scheduleCalls.setGroupSchedule));
    expect(post?.body).toMatchObject({
      subscriptionGroupId: 7,
      clientId: 5,
      isIntervalCapEnabled: true,
    });
  }, 30_000);

  it('says so when the groups do not load', async () => {
    mockFetch(() => json({ statusCode: 500, message: 'Boom' }, 500));
    signInAs(STAFF_ROLES, 5);
    renderWithProviders(<ChannelGroupsPanel clientId={5} channels={CHANNELS} />);
    expect(await screen.findByText(CHANNEL_GROUP_MESSAGES.getChannelGroups)).toBeInTheDocument();
  }, 30_000);
});
