import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VacationPause } from '@client-admin/contracts/vacations';
import { vacationCalls } from '@client-admin/contracts/vacations.calls';
import { VACATION_MESSAGES as M } from '@client-admin/domain/vacations/vacation-messages';
import {
  isCall,
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { VacationDialog } from './vacation-dialog';

vi.mock('../../../lib/auth/access-token');

const PENDING: VacationPause = {
  id: 2,
  clientId: 5,
  startTime: '2026-12-20T14:00:00.000Z',
  endTime: '2026-12-22T14:00:00.000Z',
  actualStartTime: null,
  actualEndTime: null,
  status: 'PENDING',
};
const CHANGE = {
  vacationPause: PENDING,
  clientStatus: 'ACTIVE',
  hoursSummary: { hoursUsed: 48, hoursAvailable: 672, hasUnlimited: false },
};

function renderDialog(answer: (call: FetchCall) => Response) {
  const calls = mockFetch(answer);
  signInAs([], 5);
  const onClose = vi.fn();
  renderWithProviders(<VacationDialog clientId={5} onClose={onClose} />);
  return { calls, onClose };
}

const setTime = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('VacationDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says on the end when it is not after the start, and schedules once it is', async () => {
    const { calls, onClose } = renderDialog(() => json(CHANGE, 201));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule vacation pause' });
    const schedule = within(dialog).getByRole('button', { name: 'Schedule' });
    expect(schedule).toBeDisabled();

    setTime(dialog, /^Start/, '2026-12-03T09:00');
    setTime(dialog, /^End/, '2026-12-01T09:00');
    expect(await within(dialog).findByText(M.endBeforeStart)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^End/)).toHaveAttribute('aria-invalid', 'true');
    expect(schedule).toBeDisabled();

    // A start moved before the end settles it, too.
    setTime(dialog, /^Start/, '2026-11-30T09:00');
    await waitFor(() =>
      expect(within(dialog).queryByText(M.endBeforeStart)).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(schedule).toBeEnabled());
    await userEvent.setup({ delay: null }).click(schedule);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => isCall(c, vacationCalls.createVacation));
    expect(post?.body).toEqual({
      clientId: 5,
      // Nine in New York (ET), whatever zone the browser runs in.
      startTime: '2026-11-30T14:00:00.000Z',
      endTime: '2026-12-01T14:00:00.000Z',
    });
  }, 30_000);

  it("marks the field the server refuses, with the seed's failure and reason", async () => {
    renderDialog(() =>
      json({ statusCode: 400, message: M.overlaps, errors: { startTime: M.overlaps } }, 400),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Schedule vacation pause' });
    setTime(dialog, /^Start/, '2026-12-01T09:00');
    setTime(dialog, /^End/, '2026-12-03T17:00');
    const schedule = within(dialog).getByRole('button', { name: 'Schedule' });
    await waitFor(() => expect(schedule).toBeEnabled());
    await userEvent.setup({ delay: null }).click(schedule);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Failed to create vacation pause. Reason: ${M.overlaps}`,
    );
    expect(within(dialog).getByText(M.overlaps)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Start/)).toHaveAttribute('aria-invalid', 'true');
  }, 30_000);
});
