import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CancellationSchedule } from '@client-admin/contracts/billing-cancellation';
import { billingCancellationCalls as calls } from '@client-admin/contracts/billing.calls';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import {
  CANCEL_REASONS,
  cancelReasonText,
} from '@client-admin/domain/billing/cancellation/cancel-reasons';
import { businessToday } from '@client-admin/domain/billing/cancellation/cancellation-date';
import { CANCELLATION_MESSAGES as M } from '@client-admin/domain/billing/cancellation/cancellation-messages';
import { addDays } from '@client-admin/domain/leads/lead-range';
import { CLIENT } from '../../../lib/testing/client-fixtures';
import { json, renderWithApi, isCall, type FetchCall } from '../../../lib/testing/render-feature';
import { CancellationSection } from './cancellation-section';

vi.mock('../../../lib/auth/access-token');

const NONE: CancellationSchedule = {
  isCancellationScheduled: false,
  effectiveDate: null,
  reasonCode: null,
};
const shown = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

function render(
  first: CancellationSchedule,
  { status = 'ACTIVE', write = (_c: FetchCall) => json({}, 500) } = {},
) {
  return renderWithApi(<CancellationSection clientId={5} />, {
    read: (c) => {
      if (isCall(c, calls.isCancellationScheduled, { id: 5 })) return json(first);
      if (isCall(c, calls.getCancelReasons, { id: 5 })) return json(CANCEL_REASONS);
      if (isCall(c, clientCalls.getClient, { id: 5 })) return json({ ...CLIENT, status });
      return undefined;
    },
    write,
    as: 'staff',
  });
}

const user = () => userEvent.setup({ delay: null });

describe('CancellationSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'schedules a cancellation: reason, notes, date, a confirmation, the server message, the indicator',
    { timeout: 30_000 },
    async () => {
      const day = addDays(businessToday(new Date()), 14);
      const message = `Cancellation of Ada Lovelace is scheduled for ${shown(day)}.`;
      const seen = render(NONE, {
        write: (c) =>
          isCall(c, calls.cancelClient, { id: 5 })
            ? json({
                message,
                isCancellationScheduled: true,
                effectiveDate: day,
                reasonCode: 'BUDGET_CUTS',
              })
            : json({}, 500),
      });
      const u = user();
      await u.click(await screen.findByRole('button', { name: 'Cancel client' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel client' });
      await u.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(dialog).findByText(M.reasonRequired)).toBeInTheDocument();

      const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
      await waitFor(() => expect(reason).not.toHaveAttribute('aria-disabled'));
      await u.click(reason);
      await u.click(await screen.findByRole('option', { name: cancelReasonText('BUDGET_CUTS') }));
      await u.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Slow season');
      fireEvent.change(within(dialog).getByLabelText('Effective date'), {
        target: { value: day },
      });
      await u.click(within(dialog).getByRole('button', { name: 'Continue' }));

      const confirm = await screen.findByRole('dialog', { name: 'Cancel this client?' });
      expect(confirm).toHaveTextContent(`on ${shown(day)}`);
      expect(seen.some((c) => isCall(c, calls.cancelClient, { id: 5 }))).toBe(false);
      await u.click(within(confirm).getByRole('button', { name: 'Cancel client' }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(seen.find((c) => isCall(c, calls.cancelClient, { id: 5 }))!.body).toEqual({
        reasonCode: 'BUDGET_CUTS',
        notes: 'Slow season',
        effectiveDate: day,
      });
      expect(await screen.findByText(new RegExp(M.indicator(day)))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel client' })).not.toBeInTheDocument();
    },
  );

  it("shows the seed's failure with the server's text and puts it on the field", async () => {
    render(NONE, {
      write: (c) =>
        isCall(c, calls.cancelClient, { id: 5 })
          ? json(
              {
                statusCode: 400,
                message: M.datePast,
                errors: { effectiveDate: M.datePast },
              },
              400,
            )
          : json({}, 500),
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Cancel client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel client' });
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).not.toHaveAttribute('aria-disabled'));
    await u.click(reason);
    await u.click(await screen.findByRole('option', { name: cancelReasonText('OTHER') }));
    await u.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this client?' });
    expect(confirm).toHaveTextContent('today');
    await u.click(within(confirm).getByRole('button', { name: 'Cancel client' }));

    expect(await screen.findByText(M.cancelFailed(M.datePast))).toBeInTheDocument();
    const back = await screen.findByRole('dialog', { name: 'Cancel client' });
    expect(within(back).getByText(M.datePast)).toBeInTheDocument();
  });

  it('withdraws a scheduled cancellation after a confirmation', async () => {
    const day = addDays(businessToday(new Date()), 3);
    const seen = render(
      { isCancellationScheduled: true, effectiveDate: day, reasonCode: 'RETIRED' },
      {
        write: (c) =>
          isCall(c, calls.cancelCancellation, { id: 5 })
            ? json({ message: 'The cancellation of Ada Lovelace is withdrawn.', ...NONE })
            : json({}, 500),
      },
    );
    const u = user();
    const indicator = (await screen.findByText(new RegExp(M.indicator(day)))).closest(
      '[role="alert"]',
    )!;
    expect(indicator).toHaveTextContent(cancelReasonText('RETIRED'));
    await u.click(
      within(indicator as HTMLElement).getByRole('button', { name: 'Cancel the cancellation' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the cancellation?' });
    await u.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.some((c) => isCall(c, calls.cancelCancellation, { id: 5 }))).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Cancel the cancellation' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Cancel the cancellation?' })).getByRole(
        'button',
        { name: 'Cancel the cancellation' },
      ),
    );
    expect(
      await screen.findByText('The cancellation of Ada Lovelace is withdrawn.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancel client' })).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(M.indicator(day)))).not.toBeInTheDocument();
  });

  it('tells a cancelled client so instead of offering to cancel it', async () => {
    render(NONE, { status: 'CANCEL' });
    expect(await screen.findByText(M.isCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel client' })).not.toBeInTheDocument();
  });
});
