import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CancelStatementSummary,
  Statement,
  StatementsResponse,
} from '@client-admin/contracts/billing-statements';
import { billingStatementCalls as calls } from '@client-admin/contracts/billing.calls';
import { STATEMENT_LINES } from '@client-admin/domain/billing/statements/statement-arithmetic';
import { STATEMENT_MESSAGES as M } from '@client-admin/domain/billing/statements/statement-constants';
import { MESSAGES } from '@client-admin/domain/messages';
import {
  json,
  isCall,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { StatementsSection } from './statements-section';

vi.mock('../../../lib/auth/access-token');

const noLines = Object.fromEntries(
  STATEMENT_LINES.map((line) => [line, 0]),
) as Statement['products'][number]['lines'];

const statement = (id: number, periodStart: string, periodEnd: string, web: number): Statement => ({
  id,
  clientId: 5,
  kind: 'monthly',
  periodStart,
  periodEnd,
  createDate: `${periodEnd}T12:00:00.000Z`,
  products: [
    {
      productType: 1,
      productName: 'Web',
      opening: 0,
      lines: { ...noLines, deposits: web },
      closing: web,
    },
    { productType: 2, productName: 'Call', opening: 0, lines: noLines, closing: 12.5 },
  ],
});

const OCTOBER = statement(11, '2026-10-01', '2026-10-31', 385);
const SEPTEMBER = statement(10, '2026-09-01', '2026-09-30', 500);
const SUMMARY: CancelStatementSummary = {
  id: 12,
  clientId: 5,
  periodStart: '2026-11-01',
  effectiveDate: '2026-11-24',
  createDate: '2026-11-24T15:00:00.000Z',
  balances: [
    { productType: 1, productName: 'Web', balance: 410 },
    { productType: 2, productName: 'Call', balance: 100 },
  ],
};

const page = (items: Statement[], totalRecords = items.length): StatementsResponse => ({
  items,
  metaData: { page: 1, pageSize: 10, totalRecords, totalPages: Math.ceil(totalRecords / 10) },
});

function render(handler: (c: FetchCall) => Response | null) {
  const seen = mockFetch((c) => handler(c) ?? json({ message: 'Not here' }, 404));
  signInAs([], 5);
  renderWithProviders(<StatementsSection clientId={5} />);
  return seen;
}

const reads = (statements: StatementsResponse) => (c: FetchCall) => {
  if (isCall(c, calls.getStatements, { id: 5 })) return json(statements);
  if (isCall(c, calls.getLastStatement, { id: 5 }))
    return json({ createDate: OCTOBER.createDate, statement: OCTOBER });
  if (isCall(c, calls.getCancelStatementSummaries, { id: 5 })) return json([SUMMARY]);
  return null;
};

describe('StatementsSection', () => {
  const createObjectURL = vi.fn(() => 'blob:statement');
  beforeEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    createObjectURL.mockClear();
  });

  it('shows the last statement, the statements with closing balances and the cancel summaries', async () => {
    render(reads(page([OCTOBER, SEPTEMBER])));
    await waitFor(() =>
      expect(screen.getByTestId('last-statement')).toHaveTextContent(
        /Last statement: 10-31-2026 .*\(Monthly, 10-01-2026 – 10-31-2026\)/,
      ),
    );
    const table = await screen.findByRole('table', { name: 'Statements' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('10-01-2026 – 10-31-2026');
    expect(rows[1]).toHaveTextContent('$385.00');
    expect(rows[1]).toHaveTextContent('$12.50');
    expect(screen.getByTestId('statements-count')).toHaveTextContent('Statements 1–2 of 2');
    const summaries = screen.getByRole('list', { name: 'Cancel statement summaries' });
    expect(summaries).toHaveTextContent('Cancellation effective 11-24-2026');
    expect(summaries).toHaveTextContent('Web final balance$410.00');
  });

  it('downloads a statement PDF from its row, by keyboard too', async () => {
    const seen = render((c) =>
      isCall(c, calls.getStatementPdf, { id: 5, statementId: 11 })
        ? new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
            headers: { 'Content-Type': 'application/pdf' },
          })
        : reads(page([OCTOBER]))(c),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const button = await screen.findByRole('button', {
      name: 'Download PDF of the monthly statement 10-01-2026 – 10-31-2026',
    });
    button.focus();
    await userEvent.setup({ delay: null }).keyboard('{Enter}');
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('statement-5-2026-10.pdf');
    expect((createObjectURL.mock.calls[0] as unknown as [Blob])[0].type).toBe('application/pdf');
    expect(seen.some((c) => isCall(c, calls.getStatementPdf, { id: 5, statementId: 11 }))).toBe(
      true,
    );
    click.mockRestore();
  });

  it('tells a failed download with the server message', async () => {
    render((c) =>
      isCall(c, calls.getStatementPdf, { id: 5, statementId: 11 })
        ? json({ statusCode: 404, error: 'Not Found', message: M.notFound }, 404)
        : reads(page([OCTOBER]))(c),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Download PDF/ }));
    expect(await screen.findByText(M.notFound)).toBeInTheDocument();
  });

  it('asks the API for the chosen dates and the next page', async () => {
    const seen = render(reads(page([OCTOBER, SEPTEMBER], 12)));
    await screen.findByRole('table', { name: 'Statements' });
    fireEvent.change(screen.getByLabelText('Statements from'), { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByLabelText('Statements to'), { target: { value: '2026-10-31' } });
    await waitFor(() =>
      expect(
        seen.some(
          (c) =>
            isCall(c, calls.getStatements, { id: 5 }) &&
            c.url.searchParams.get('from') === '2026-09-01' &&
            c.url.searchParams.get('to') === '2026-10-31',
        ),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(
        seen.some(
          (c) =>
            isCall(c, calls.getStatements, { id: 5 }) &&
            c.url.searchParams.get('page') === '2' &&
            c.url.searchParams.get('pageSize') === '10' &&
            c.url.searchParams.get('sortBy') === '-createDate',
        ),
      ).toBe(true),
    );
  });

  it('says when there are no statements yet', async () => {
    render((c) => {
      if (isCall(c, calls.getStatements, { id: 5 })) return json(page([]));
      if (isCall(c, calls.getLastStatement, { id: 5 }))
        return json({ createDate: null, statement: null });
      if (isCall(c, calls.getCancelStatementSummaries, { id: 5 })) return json([]);
      return null;
    });
    expect(await screen.findByText(M.noStatements)).toBeInTheDocument();
    expect(await screen.findByText(M.noLastStatement)).toBeInTheDocument();
    expect(await screen.findByText(M.noCancelStatements)).toBeInTheDocument();
  });

  it('falls back to empty data with the generic toast when the reads fail', async () => {
    render(() => json({ statusCode: 500, error: 'Internal Server Error', message: '' }, 500));
    expect((await screen.findAllByText(MESSAGES.requestFailed)).length).toBeGreaterThan(0);
    expect(await screen.findByText(M.noStatements)).toBeInTheDocument();
    expect(await screen.findByText(M.noLastStatement)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Statements' })).not.toBeInTheDocument();
  });
});
