import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupBalanceTransfer, Transaction } from '@client-admin/contracts/billing';
import { billingCalls } from '@client-admin/contracts/billing.calls';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import {
  isCall,
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { billingKeys } from '../api/query-keys';
import { ReverseTransferDialog } from './reverse-transfer-dialog';

vi.mock('../../../lib/auth/access-token');

const TRANSFER: GroupBalanceTransfer = {
  Id: 10,
  Amount: 60,
  SourceClientId: 2,
  TargetClientId: 3,
  Service: 1,
  CreateDate: '2026-11-20T15:00:00.000Z',
  Description: 'Covering client 3',
};
const LINE: Transaction = {
  Id: 10,
  Amount: -60,
  ClientId: 2,
  CreateDate: TRANSFER.CreateDate,
  Description: TRANSFER.Description,
  Service: 1,
  TypeCode: 'GROUP_BALANCE_TRANSFER',
  CardCheckNumber: null,
  PromoCode: null,
  RelatedTransactionId: null,
};
const reversalLine = (clientId: number, amount: number): Transaction => ({
  ...LINE,
  Id: 11,
  ClientId: clientId,
  Amount: amount,
  Description: 'Reversal of group balance transfer 10',
  RelatedTransactionId: 10,
});
const user = () => userEvent.setup({ delay: null });
const failure = (status: number, message: string, errors?: Record<string, string>) =>
  json({ statusCode: status, error: 'Refused', message, ...(errors ? { errors } : {}) }, status);

function renderDialog(write: (call: FetchCall) => Response) {
  const calls = mockFetch((c) =>
    isCall(c, billingCalls.getGroupBalanceTransfer, { id: 10 }) && c.method === 'GET'
      ? json(TRANSFER)
      : write(c),
  );
  signInAs(STAFF_ROLES);
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ReverseTransferDialog clientId={2} line={LINE} onClose={onClose} />,
  );
  return { calls, onClose, queryClient: view.queryClient };
}

const reverseButton = async (dialog: HTMLElement) => {
  const button = within(dialog).getByRole('button', { name: 'Reverse' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

describe('ReverseTransferDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what moves back, from which client to which, and reverses with a key', async () => {
    const { calls, onClose, queryClient } = renderDialog(() =>
      json(
        {
          message: M.transactionCreated,
          items: [reversalLine(3, -60), reversalLine(2, 60)],
          balances: [],
        },
        201,
      ),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = await screen.findByRole('dialog', { name: 'Reverse group balance transfer?' });
    expect(
      await within(dialog).findByText(
        '$60.00 of the Web balance moves back from client 3 to client 2 (this client).',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Transfer 10 of .*: Covering client 3/)).toBeInTheDocument();

    await user().type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Sent twice');
    await user().click(await reverseButton(dialog));

    expect(await screen.findByText(M.transferReversed)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(isCall(post, billingCalls.reverseGroupBalanceTransfer, { id: 10 })).toBe(true);
    expect(post.body).toEqual({ Description: 'Sent twice' });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(onClose).toHaveBeenCalled();
    // Both clients' balances and lists are read again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: billingKeys.forClient(2) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: billingKeys.forClient(3) });
  }, 30_000);

  it("shows the server's 409 and stays open", async () => {
    const { onClose } = renderDialog(() => failure(409, M.transferAlreadyReversed));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse group balance transfer?' });
    await user().click(await reverseButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      M.failedToReverseTransfer(M.transferAlreadyReversed),
    );
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);

  it('shows the ledger limit, which names no field of the dialog, as the refusal', async () => {
    renderDialog(() => failure(400, M.belowLimit('Web'), { Amount: M.belowLimit('Web') }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse group balance transfer?' });
    await user().click(await reverseButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      M.failedToReverseTransfer(M.belowLimit('Web')),
    );
  }, 30_000);

  it('puts a 400 on the Description field when it names it', async () => {
    const tooLong = 'Description must be at most 2000 characters';
    renderDialog(() => failure(400, tooLong, { Description: tooLong }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse group balance transfer?' });
    await user().click(await reverseButton(dialog));
    expect(await within(dialog).findByText(tooLong)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('tells a transfer that cannot be found, and offers nothing to send', async () => {
    mockFetch(() => failure(404, M.transactionNotFound));
    signInAs(STAFF_ROLES);
    renderWithProviders(<ReverseTransferDialog clientId={2} line={LINE} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reverse group balance transfer?' });
    expect(await within(dialog).findByText(M.transactionNotFound)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reverse' })).toBeDisabled();
  }, 30_000);
});
