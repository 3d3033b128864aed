import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { loginCalls } from '@client-admin/contracts/logins.calls';
import { optionCalls } from '@client-admin/contracts/options.calls';
import { OPTION_LISTS } from '@client-admin/contracts/options';
import { accountNameMessage } from '@client-admin/domain/account-name';
import { ACCOUNT, OPTIONS } from '../../../lib/testing/client-fixtures';
import {
  STAFF_ROLES,
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import AccountPage from './account-page';

vi.mock('../../../lib/auth/access-token');

/** The account schedule is the schedules feature's section (tested there), composed in app/. */
const NoSchedule = () => null;

/** Answers the page's reads; `write` answers POST and PUT calls. */
function serve(write: (call: FetchCall) => Response | Promise<Response>) {
  return mockFetch((call) => {
    const path = call.url.pathname;
    if (call.method !== 'GET') return write(call);
    if (path === fillPath(clientCalls.getAccount.path, { id: 5 })) return json(ACCOUNT);
    const list = OPTION_LISTS.find(
      (name) => path === fillPath(optionCalls.getOptionList.path, { list: name }),
    );
    if (list) return json(OPTIONS[list] ?? []);
    if (path === fillPath(optionCalls.getConsentCompanies.path, {})) {
      return json([{ id: 1, name: 'Consent Co' }]);
    }
    if (path === fillPath(optionCalls.getClientConsentCompany.path, { clientId: 5 })) {
      return json({ clientId: 5, consentCompanyId: 1 });
    }
    if (path === fillPath(loginCalls.getClientLogins.path, { id: 5 })) return json([]);
    if (path === fillPath(clientCalls.getClientLogs.path, { id: 5 })) {
      return json({
        items: [],
        metaData: { page: 1, pageSize: 10, totalRecords: 0, totalPages: 0 },
      });
    }
    return json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  });
}

function renderPage() {
  return renderWithProviders(<AccountPage AccountSchedule={NoSchedule} />, {
    path: '/client/$clientId/account',
    url: '/client/5/account',
  });
}

describe('AccountPage form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the e-mail and account-name messages before submitting', async () => {
    signInAs([], 5);
    serve(() => json({}));
    const user = userEvent.setup({ delay: null });
    renderPage();

    const email = await screen.findByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'ada@example');
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();

    const name = screen.getByLabelText(/^Account Name/);
    await user.type(name, '!');
    await user.tab();
    expect(await screen.findByText(accountNameMessage('Account Name'))).toBeInTheDocument();
  }, 20_000);

  it('puts the errors of a 400 on the fields and toasts the message', async () => {
    signInAs([], 5);
    const calls = serve(() =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Please fix the highlighted fields',
          errors: { city: 'City is not served' },
        },
        400,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();

    const city = await screen.findByLabelText(/^City/);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(city);
    await user.type(city, 'Dallas');
    await user.click(save);

    expect(await screen.findByText('City is not served')).toBeInTheDocument();
    expect(await screen.findByText('Please fix the highlighted fields')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(fillPath(clientCalls.updateAccount.path, { id: 5 }));
    expect(post?.body).toMatchObject({ city: 'Dallas', email: 'ada@example.com' });
  }, 20_000);

  it('saves and says so', async () => {
    signInAs([], 5);
    serve(({ body }) => json({ ...ACCOUNT, ...(body as object) }));
    const user = userEvent.setup({ delay: null });
    renderPage();

    const city = await screen.findByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Dallas');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  }, 20_000);

  it('keeps staff-only fields read-only for a client user', async () => {
    signInAs([], 5);
    serve(() => json({}));
    renderPage();

    await screen.findByLabelText(/^City/);
    expect(screen.getByRole('combobox', { name: 'Agency' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByLabelText('Salesforce Id')).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  }, 20_000);
});

describe('AccountPage status change', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the new status at once and puts it back with a toast when the server refuses', async () => {
    signInAs(STAFF_ROLES);
    let refuse: (response: Response) => void = () => {};
    const calls = serve(
      () =>
        new Promise<Response>((resolve) => {
          refuse = resolve;
        }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();

    const status = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(status).toHaveTextContent('Active'));
    await user.click(status);
    await user.click(within(await screen.findByRole('listbox')).getByText('Paused'));

    await waitFor(() => expect(status).toHaveTextContent('Paused'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(
      fillPath(clientCalls.changeStatus.path, { id: 5, status: 'PAUSE' }),
    );

    refuse(json({ statusCode: 409, error: 'Conflict', message: 'Status change not allowed' }, 409));
    await waitFor(() => expect(status).toHaveTextContent('Active'));
    expect(await screen.findByText('Status change not allowed')).toBeInTheDocument();
  }, 20_000);
});
