import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadCreditItem, TopReason } from '@client-admin/contracts/credits';
import { creditsCalls } from '@client-admin/contracts/credits.calls';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { defaultCreditFrom } from '@client-admin/domain/credits/credit-range';
import { isCall, json, renderWithApi, type FetchCall } from '../../../lib/testing/render-feature';
import { creditDetail, creditItem, creditPage } from '../testing-fixtures';
import CreditDialerPage from './credit-dialer-page';

vi.mock('../../../lib/auth/access-token');

const failure = (message: string, status: number) =>
  json({ statusCode: status, error: 'Error', message }, status);

const FIRST_PAGE = Array.from({ length: 10 }, (_, i) => creditItem(i + 1));
const SECOND_PAGE = [creditItem(11, { clientName: 'Last Agency' })];

interface Api {
  list?: (call: FetchCall) => Response;
  top?: TopReason[];
  write?: (call: FetchCall) => Response | undefined;
}

/** The page with its list (and top reasons) answered; returns the calls made. */
function renderPage({ list, top = [], write }: Api = {}) {
  const pageOf = (c: FetchCall) =>
    c.url.searchParams.get('pageNum') === '2'
      ? json(creditPage(SECOND_PAGE, 11, 2))
      : json(creditPage(FIRST_PAGE, 11));
  return renderWithApi(<CreditDialerPage />, {
    read: (c) => {
      if (isCall(c, creditsCalls.getLeadCredits)) return (list ?? pageOf)(c);
      if (isCall(c, creditsCalls.getTopReasons)) return json(top);
      const detail = /\/api\/LeadCredit\/(\d+)$/.exec(c.url.pathname);
      if (c.method === 'GET' && detail) return json(creditDetail(Number(detail[1])));
      return undefined;
    },
    write: (c) => write?.(c) ?? failure('Unexpected', 500),
    as: 'staff',
  });
}

const listCalls = (calls: FetchCall[]) =>
  calls.filter((c) => isCall(c, creditsCalls.getLeadCredits));
const user = () => userEvent.setup({ delay: null });

describe('CreditDialerPage: pending credits', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'lists the last month of pending credits, newest request first, and pages on the server',
    { timeout: 30_000 },
    async () => {
      const calls = renderPage();
      expect(await screen.findByRole('heading', { name: 'Credit Dialer' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Pending credits' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const grid = await screen.findByRole('grid', { name: 'Credit requests' });
      expect(await within(grid).findByText('Agency 1')).toBeInTheDocument();
      const first = listCalls(calls)[0]!.url.searchParams;
      expect(Object.fromEntries(first)).toEqual({
        pageNum: '1',
        pageSize: '10',
        sortBy: '-REQUEST_DATE',
        status: 'Pending',
        from: defaultCreditFrom(new Date()),
        to: new Date().toISOString().slice(0, 10),
      });

      await user().click(screen.getByRole('button', { name: 'Go to next page' }));
      expect(await within(grid).findByText('Last Agency')).toBeInTheDocument();
      expect(listCalls(calls).at(-1)!.url.searchParams.get('pageNum')).toBe('2');
    },
  );

  it('says when the range has no credits, and shows the seed message on a failure', async () => {
    let fail = false;
    renderPage({
      list: () => (fail ? failure('The database is away', 503) : json(creditPage([]))),
    });
    expect(await screen.findByText('No pending credits in this range.')).toBeInTheDocument();
    fail = true;
    await user().click(screen.getByRole('combobox', { name: 'Status' }));
    await user().click(await screen.findByRole('option', { name: 'Denied' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${M.failedToLoadPending} The database is away`,
    );
  }, 30_000);

  it(
    'approves the selected credits after a confirmation that says how many and how much',
    { timeout: 30_000 },
    async () => {
      const items: LeadCreditItem[] = [creditItem(1), creditItem(2, { price: 20.5 })];
      const calls = renderPage({
        list: () => json(creditPage(items)),
        write: (c) =>
          isCall(c, creditsCalls.decide)
            ? json({ approved: 2, denied: 0, message: '2 credits approved.' })
            : undefined,
      });
      const grid = await screen.findByRole('grid', { name: 'Credit requests' });
      await within(grid).findByText('Agency 2');
      const boxes = within(grid).getAllByRole('checkbox', { name: 'Select row' });
      await user().click(boxes[0]!);
      await user().click(boxes[1]!);
      expect(screen.getByText('2 selected, $35.50')).toBeInTheDocument();

      await user().click(screen.getByRole('button', { name: 'Approve' }));
      const confirm = await screen.findByRole('dialog', { name: 'Approve 2 credits?' });
      expect(confirm).toHaveTextContent('$35.50');
      const before = listCalls(calls).length;
      await user().click(within(confirm).getByRole('button', { name: 'Approve' }));

      expect(await screen.findByText('2 credits approved.')).toBeInTheDocument();
      const decision = calls.find((c) => isCall(c, creditsCalls.decide))!;
      expect(decision.body).toEqual({ pendingCredits: [1, 2], isApproved: true });
      expect(decision.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
      await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it(
    'denies an opened credit only with a reason and a description, then clears the detail and reloads',
    { timeout: 40_000 },
    async () => {
      const calls = renderPage({
        list: () => json(creditPage([creditItem(3)])),
        write: (c) =>
          isCall(c, creditsCalls.decide)
            ? json({ approved: 0, denied: 1, message: 'Credit denied.' })
            : undefined,
      });
      const grid = await screen.findByRole('grid', { name: 'Credit requests' });
      await user().click(await within(grid).findByText('Duplicate lead'));
      const detail = await screen.findByRole('dialog', { name: 'Credit request 3' });
      expect(await within(detail).findByText('pat.doe@example.com')).toBeInTheDocument();
      expect(within(detail).getByRole('link', { name: 'Web lead 103' })).toHaveAttribute(
        'href',
        '/client/5/leads/103/details?leadType=Web',
      );
      expect(within(detail).getByText('4.5%')).toBeInTheDocument();

      await user().click(within(detail).getByRole('button', { name: 'Deny' }));
      const deny = await screen.findByRole('dialog', { name: 'Deny credit' });
      await user().click(within(deny).getByRole('button', { name: 'Deny' }));
      expect(await within(deny).findByText(M.denialReasonRequired)).toBeInTheDocument();
      expect(within(deny).getByText(M.denialDescriptionRequired)).toBeInTheDocument();
      expect(calls.some((c) => isCall(c, creditsCalls.decide))).toBe(false);

      await user().click(within(deny).getByRole('combobox', { name: /Denial reason/ }));
      await user().click(await screen.findByRole('option', { name: 'The lead is valid' }));
      await user().type(
        within(deny).getByRole('textbox', { name: /Description/ }),
        'Consumer confirmed',
      );
      const before = listCalls(calls).length;
      await user().click(within(deny).getByRole('button', { name: 'Deny' }));

      expect(await screen.findByText('Credit denied.')).toBeInTheDocument();
      expect(calls.find((c) => isCall(c, creditsCalls.decide))!.body).toEqual({
        pendingCredits: [3],
        isApproved: false,
        denialReason: 'VALID_LEAD',
        denialDescription: 'Consumer confirmed',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    },
  );
});

describe('CreditDialerPage: top reasons', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the counts of the range as text', async () => {
    const calls = renderPage({
      top: [
        { reason: 'DUPLICATE', reasonText: 'Duplicate lead', serviceType: 'Web', count: 7 },
        { reason: 'OTHER_CALL', reasonText: 'Other', serviceType: 'Call', count: 2 },
      ],
    });
    await user().click(await screen.findByRole('tab', { name: 'Top reasons' }));
    const table = await screen.findByRole('table', { name: 'Top credit request reasons' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Duplicate leadWeb7');
    expect(rows[2]).toHaveTextContent('OtherCall2');
    const query = calls.find((c) => isCall(c, creditsCalls.getTopReasons))!.url.searchParams;
    expect(query.get('from')).toBe(defaultCreditFrom(new Date()));
  }, 30_000);
});
