import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import {
  isCall,
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../../lib/testing/render-feature';
import { makeChannel } from './channel-fixtures';
import { PauseChannelDialog } from './pause-channel-dialog';

vi.mock('../../../../lib/auth/access-token');

const user = () => userEvent.setup({ delay: null });

function renderDialog(answer: (call: FetchCall) => Response) {
  const calls = mockFetch(answer);
  signInAs(STAFF_ROLES);
  const onClose = vi.fn();
  renderWithProviders(<PauseChannelDialog channel={makeChannel(1)} onClose={onClose} />);
  return { calls, onClose };
}

describe('PauseChannelDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pauses for the first length offered unless another is picked', async () => {
    const { calls, onClose } = renderDialog(() => json(makeChannel(1, { status: 'PAUSE' })));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Channel 1' });
    const lengths = within(dialog).getByRole('radiogroup', { name: 'Pause Channel 1' });
    expect(within(lengths).getByRole('radio', { name: '15 minutes' })).toBeChecked();
    await user().click(within(lengths).getByRole('radio', { name: '2 hours' }));
    await user().click(within(dialog).getByRole('button', { name: 'Pause channel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => isCall(c, channelCalls.pauseChannel));
    expect(post?.body).toEqual({ clientQuoteTypeId: 1, duration: 120 });
  }, 30_000);

  it("shows the server's refusal of the length on the lengths, and toasts any other", async () => {
    const refused = CHANNEL_MESSAGES.pauseDurationTooLong;
    let answer = json({ statusCode: 400, message: refused, errors: { duration: refused } }, 400);
    const { onClose } = renderDialog(() => answer);
    const dialog = await screen.findByRole('dialog', { name: 'Pause Channel 1' });
    await user().click(within(dialog).getByRole('button', { name: 'Pause channel' }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(screen.queryByText(CHANNEL_MESSAGES.pauseChannel)).not.toBeInTheDocument();

    answer = json({ statusCode: 409, message: 'Paused already' }, 409);
    await user().click(within(dialog).getByRole('button', { name: 'Pause channel' }));
    expect(await screen.findByText(CHANNEL_MESSAGES.pauseChannel)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);
});
