import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import type { Transaction } from '@client-admin/contracts/billing';
import type { ReplacementCandidate } from '@client-admin/contracts/billing-money';
import { billingMoneyCalls } from '@client-admin/contracts/billing.calls';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { GROUP_DEBT_MESSAGES as G } from '@client-admin/domain/billing/group-debt';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
} from '../../../lib/testing/render-feature';
import { ReplaceDebtDialog } from './replace-debt-dialog';

vi.mock('../../../lib/auth/access-token');

const DEBT: Transaction = {
  Id: 9,
  Amount: 50,
  ClientId: 3,
  CreateDate: '2026-11-20T15:00:00.000Z',
  Description: 'The group covers a debt',
  Service: 1,
  TypeCode: 'GROUP_BALANCE_TRANSFER',
  CardCheckNumber: null,
  PromoCode: null,
  RelatedTransactionId: null,
};
const DEPOSIT: ReplacementCandidate = {
  ...DEBT,
  Id: 12,
  Amount: 100,
  Description: 'Check deposit',
  TypeCode: 'DEPOSIT',
  CardCheckNumber: '1042',
  Available: 80,
};
const candidatesPath = fillPath(billingMoneyCalls.getGroupDebtReplacementTransactions.path, {
  clientId: 3,
  transactionId: 9,
}).toLowerCase();

describe('ReplaceDebtDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the candidates for the amount and replaces from the chosen one', async () => {
    const calls = mockFetch((c) => {
      if (c.method === 'GET' && c.url.pathname.toLowerCase() === candidatesPath) {
        return json(Number(c.url.searchParams.get('amount')) <= 80 ? [DEPOSIT] : []);
      }
      return json({ message: M.transactionCreated, items: [], balances: [] }, 201);
    });
    signInAs(STAFF_ROLES, null);
    const onClose = vi.fn();
    renderWithProviders(<ReplaceDebtDialog clientId={3} line={DEBT} onClose={onClose} />);
    const u = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: G.replaceTitle });
    // The line's own amount asks first.
    expect(
      await within(dialog).findByRole('radio', { name: /Deposit .* \$80\.00 available/ }),
    ).toBeInTheDocument();

    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await u.clear(amount);
    await u.type(amount, '90');
    expect(await within(dialog).findByText(G.noCandidates)).toBeInTheDocument();
    await u.clear(amount);
    await u.type(amount, '45');
    await u.click(await within(dialog).findByRole('radio', { name: /\$80\.00 available/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText(M.transactionCreated)).toBeInTheDocument();

    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url.pathname.toLowerCase()).toBe(
      fillPath(billingMoneyCalls.replaceTransaction.path, {
        clientId: 3,
        transactionId: 9,
      }).toLowerCase(),
    );
    expect(sent.url.searchParams.get('amount')).toBe('45');
    expect(sent.body).toEqual({ ReplacementTransactionId: 12, Description: '' });
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(onClose).toHaveBeenCalled();
  }, 60_000);

  it("says 'Error: Getting transactions..' when the candidates fail to load", async () => {
    mockFetch(() => json({ statusCode: 500, message: 'Database unavailable' }, 500));
    signInAs(STAFF_ROLES, null);
    renderWithProviders(<ReplaceDebtDialog clientId={3} line={DEBT} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: G.replaceTitle });
    expect(
      await within(dialog).findByText(`${M.errorGettingTransactions} Database unavailable`),
    ).toBeInTheDocument();
  }, 60_000);

  it("says 'Error: Unable to remove transaction.' with the server's reason when the replacement fails", async () => {
    mockFetch((c) =>
      c.method === 'GET'
        ? json([DEPOSIT])
        : json({ statusCode: 409, message: 'The deposit has only $80.00 left.' }, 409),
    );
    signInAs(STAFF_ROLES, null);
    const onClose = vi.fn();
    renderWithProviders(<ReplaceDebtDialog clientId={3} line={DEBT} onClose={onClose} />);
    const u = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: G.replaceTitle });
    await u.click(await within(dialog).findByRole('radio', { name: /\$80\.00 available/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(
      await within(dialog).findByText(
        `${M.unableToRemoveTransaction} The deposit has only $80.00 left.`,
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  }, 60_000);
});
