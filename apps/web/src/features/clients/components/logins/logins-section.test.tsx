import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import type { ClientLogin } from '@client-admin/contracts/logins';
import { loginCalls } from '@client-admin/contracts/logins.calls';
import { MESSAGES } from '@client-admin/domain/messages';
import { json, mockFetch, renderWithProviders } from '../../../../lib/testing/render-feature';
import { LoginsSection } from './logins-section';

vi.mock('../../../../lib/auth/access-token');

const LOGIN: ClientLogin = {
  id: '5b7a3c1e-8d2f-4a6b-9c0d-1e2f3a4b5c6d',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  accountEnabled: true,
  lockedUntil: '2999-01-01T00:00:00Z',
  lastLoginAt: null,
};

function serve(answerPut: () => Response) {
  return mockFetch((call) => (call.method === 'PUT' ? answerPut() : json([LOGIN])));
}

async function editAndSave() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LoginsSection clientId={5} />);
  await user.click(await screen.findByRole('button', { name: 'Edit login ada@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit login' });
  await user.click(within(dialog).getByRole('switch', { name: 'Unlock' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('LoginsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('updates the login and says so', async () => {
    const calls = serve(() => json(LOGIN));
    await editAndSave();
    expect(await screen.findByText(MESSAGES.b2cUpdated)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(fillPath(loginCalls.updateLoginProperties.path, { id: 5 }));
    expect(put?.body).toMatchObject({ loginId: LOGIN.id, unlock: true, accountEnabled: true });
  }, 20_000);

  it("shows the server's text on a 400", async () => {
    serve(() =>
      json({ statusCode: 400, error: 'Bad Request', message: 'E-mail is already in use' }, 400),
    );
    await editAndSave();
    expect(await screen.findByText('E-mail is already in use')).toBeInTheDocument();
  }, 20_000);

  it('says the update failed on a server error', async () => {
    serve(() => json({ statusCode: 500, error: 'Internal', message: 'boom' }, 500));
    await editAndSave();
    expect(await screen.findByText(MESSAGES.b2cFailed)).toBeInTheDocument();
  }, 20_000);
});
