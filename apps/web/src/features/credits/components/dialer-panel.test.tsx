import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DialerCall, LeadCreditDetail } from '@client-admin/contracts/credits';
import { creditsCalls } from '@client-admin/contracts/credits.calls';
import { optionCalls } from '@client-admin/contracts/options.calls';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { isCall, json, renderWithApi, type FetchCall } from '../../../lib/testing/render-feature';
import { creditDetail } from '../testing-fixtures';
import { DialerPanel } from './dialer-panel';
import { DIALER_PHONE_KEY } from './use-stored-phone';

vi.mock('../../../lib/auth/access-token');

const AGENCIES = [{ value: 'STATEFARM', label: 'State Farm' }];

interface Scenario {
  /** The queue of pending requests, oldest first; a decision takes the first off. */
  queue?: LeadCreditDetail[];
  status?: (call: FetchCall) => Response;
  write?: (call: FetchCall) => Response | undefined;
}

function renderPanel({ queue = [creditDetail(1)], status, write }: Scenario = {}) {
  const left = [...queue];
  const calls = renderWithApi(<DialerPanel />, {
    read: (c) => {
      if (isCall(c, optionCalls.getOptionList, { list: 'AGENCY' })) return json(AGENCIES);
      if (isCall(c, creditsCalls.getDialerLeadCount)) return json({ count: left.length });
      if (isCall(c, creditsCalls.getDialerLead)) return json({ lead: left[0] ?? null });
      if (c.method === 'GET' && c.url.pathname.endsWith('/GetCallStatus')) return status?.(c);
      return undefined;
    },
    write: (c) => {
      const answer = write?.(c);
      if (answer?.ok && /credit$/.test(c.url.pathname)) left.shift();
      return answer ?? json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500);
    },
    as: 'staff',
  });
  return calls;
}

const user = () => userEvent.setup({ delay: null });
const call = (status: DialerCall['status']): DialerCall => ({
  status,
  callSid: `CA${'1'.repeat(32)}`,
});

describe('DialerPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(DIALER_PHONE_KEY);
  });

  it('refuses a range whose low end is above its high end, on the field', async () => {
    const calls = renderPanel();
    const filters = await screen.findByRole('search', { name: 'Dialer filters' });
    await user().type(within(filters).getByRole('textbox', { name: 'Low credit rate %' }), '50');
    await user().type(within(filters).getByRole('textbox', { name: 'High credit rate %' }), '10');
    await user().click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await within(filters).findByText(M.lowAboveHigh)).toBeInTheDocument();
    expect(calls.some((c) => c.url.searchParams.has('lowCR'))).toBe(false);

    await user().clear(within(filters).getByRole('textbox', { name: 'High credit rate %' }));
    await user().type(within(filters).getByRole('textbox', { name: 'High credit rate %' }), '60');
    await user().click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            isCall(c, creditsCalls.getDialerLeadCount) && c.url.search === '?lowCR=50&highCR=60',
        ),
      ).toBe(true),
    );
  }, 30_000);

  it(
    'shows the count and the oldest request, approves it for its product, then shows the next',
    { timeout: 30_000 },
    async () => {
      const calls = renderPanel({
        queue: [creditDetail(1), creditDetail(2, { consumerName: 'Sam Roe', serviceType: 'Call' })],
        write: (c) =>
          isCall(c, creditsCalls.approveCredit, { id: 101, product: 1 })
            ? json({ message: 'Credit approved.' })
            : undefined,
      });
      expect(await screen.findByText('2 pending credits match')).toBeInTheDocument();
      const lead = screen.getByRole('region', { name: 'Oldest matching request' });
      expect(within(lead).getByText('Pat Doe')).toBeInTheDocument();

      await user().click(within(lead).getByRole('button', { name: 'Approve' }));
      const confirm = await screen.findByRole('dialog', { name: 'Approve 1 credit?' });
      expect(confirm).toHaveTextContent('$15.00');
      await user().click(within(confirm).getByRole('button', { name: 'Approve' }));

      expect(await screen.findByText('Credit approved.')).toBeInTheDocument();
      expect(await screen.findByText('1 pending credit matches')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Oldest matching request' })).toHaveTextContent(
          'Sam Roe',
        ),
      );
      const approval = calls.find((c) =>
        isCall(c, creditsCalls.approveCredit, { id: 101, product: 1 }),
      );
      expect(approval?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('denies with a denial reason and a description, and says when nothing is left', async () => {
    const calls = renderPanel({
      write: (c) =>
        isCall(c, creditsCalls.denyCredit, { id: 101 })
          ? json({ message: 'Credit denied.' })
          : undefined,
    });
    const lead = await screen.findByRole('region', { name: 'Oldest matching request' });
    await user().click(within(lead).getByRole('button', { name: 'Deny' }));
    const deny = await screen.findByRole('dialog', { name: 'Deny credit' });
    await user().click(within(deny).getByRole('combobox', { name: /Denial reason/ }));
    await user().click(await screen.findByRole('option', { name: 'Requested too late' }));
    await user().type(within(deny).getByRole('textbox', { name: /Description/ }), 'Sold in May');
    await user().click(within(deny).getByRole('button', { name: 'Deny' }));

    expect(await screen.findByText('No pending credits match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 pending credits match')).toBeInTheDocument();
    expect(calls.find((c) => isCall(c, creditsCalls.denyCredit, { id: 101 }))?.body).toEqual({
      reason: 'OUTSIDE_WINDOW',
      description: 'Sold in May',
    });
  }, 30_000);

  it(
    'calls your phone (kept on the device) then the consumer, polls the status, and hangs up',
    { timeout: 40_000 },
    async () => {
      localStorage.setItem(DIALER_PHONE_KEY, '(512) 555-0142');
      let hungUp = false;
      const calls = renderPanel({
        status: (c) => {
          if (c.url.pathname.includes(encodeURIComponent('(512) 555-0142'))) {
            return json(call('in-progress'));
          }
          return hungUp ? json(call('completed')) : json({ message: 'Down' }, 503);
        },
        write: (c) => {
          if (isCall(c, creditsCalls.callCaller)) return json(call('ringing'));
          if (isCall(c, creditsCalls.callConsumer)) return json(call('ringing'));
          if (isCall(c, creditsCalls.hangUp)) {
            hungUp = true;
            return json(call('completed'));
          }
          return undefined;
        },
      });
      const lead = await screen.findByRole('region', { name: 'Oldest matching request' });
      expect(within(lead).getByRole('textbox', { name: 'Your phone' })).toHaveValue(
        '(512) 555-0142',
      );
      expect(within(lead).getByRole('button', { name: 'Hang up' })).toBeDisabled();

      await user().click(within(lead).getByRole('button', { name: 'Call me' }));
      expect(await within(lead).findByText('Call status: ringing')).toBeInTheDocument();
      expect(await within(lead).findByText('Call status: in-progress')).toBeInTheDocument();
      expect(
        calls
          .find((c) => isCall(c, creditsCalls.callCaller))
          ?.url.searchParams.get('callerPhoneNumber'),
      ).toBe('(512) 555-0142');

      await user().click(within(lead).getByRole('button', { name: 'Call consumer' }));
      expect(await within(lead).findByText('Call status: ringing')).toBeInTheDocument();
      expect(await within(lead).findByText('Call status: unknown')).toBeInTheDocument();

      await user().click(within(lead).getByRole('button', { name: 'Hang up' }));
      expect(await within(lead).findByText('Call status: completed')).toBeInTheDocument();
      expect(
        Object.fromEntries(calls.find((c) => isCall(c, creditsCalls.hangUp))!.url.searchParams),
      ).toEqual({ fromPhoneNumber: '(512) 555-0142', toPhoneNumber: '(512) 555-0100' });
      expect(within(lead).getByRole('button', { name: 'Hang up' })).toBeDisabled();
    },
  );
});
