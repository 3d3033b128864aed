import { screen, within } from '@testing-library/react';
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
import { makeChannelDetail } from '../editor/editor-fixtures';
import { makeChannel } from './channel-fixtures';
import { CloneChannelDialog } from './clone-channel-dialog';

vi.mock('../../../../lib/auth/access-token');

const TOO_LONG = 'Must be at most 100 characters';
const user = () => userEvent.setup({ delay: null });

function renderDialog(answer: (call: FetchCall) => Response) {
  const calls = mockFetch(answer);
  signInAs(STAFF_ROLES);
  const onClose = vi.fn();
  renderWithProviders(<CloneChannelDialog channel={makeChannel(2)} onClose={onClose} />);
  return { calls, onClose };
}

describe('CloneChannelDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('clones without a name when none is typed', async () => {
    const { calls, onClose } = renderDialog(() =>
      json(makeChannelDetail({ id: 40, name: 'Auto Call 7', customName: '' }), 201),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Clone Channel 2' });
    await user().type(within(dialog).getByLabelText('Custom name (optional)'), '   ');
    await user().click(within(dialog).getByRole('button', { name: 'Clone channel' }));
    expect(await screen.findByText('Channel cloned: Auto Call 7')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const post = calls.find((c) => isCall(c, channelCalls.cloneChannel));
    expect(post?.body).toEqual({ clientQuoteTypeId: 2 });
  }, 30_000);

  it("shows the server's refusal of the name on the name, and toasts any other failure", async () => {
    let answer = json(
      { statusCode: 400, message: TOO_LONG, errors: { customName: TOO_LONG } },
      400,
    );
    const { onClose } = renderDialog(() => answer);
    const dialog = await screen.findByRole('dialog', { name: 'Clone Channel 2' });
    const name = within(dialog).getByLabelText('Custom name (optional)');
    await user().type(name, 'Evening calls');
    await user().click(within(dialog).getByRole('button', { name: 'Clone channel' }));
    expect(await within(dialog).findByText(TOO_LONG)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(CHANNEL_MESSAGES.cloneChannel)).not.toBeInTheDocument();

    answer = json({ statusCode: 500, message: 'Boom' }, 500);
    await user().click(within(dialog).getByRole('button', { name: 'Clone channel' }));
    expect(await screen.findByText(CHANNEL_MESSAGES.cloneChannel)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);
});
