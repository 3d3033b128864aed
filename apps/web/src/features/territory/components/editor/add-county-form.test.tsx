import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { territoryCalls } from '@client-admin/contracts/territory.calls';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import {
  json,
  mockFetch,
  paramsOf,
  renderWithProviders,
  signInAs,
} from '../../../../lib/testing/render-feature';
import { AddCountyForm } from './add-county-form';
import { answerTerritory } from './territory-test-server';

vi.mock('../../../../lib/auth/access-token');

function renderForm() {
  signInAs([], 5);
  const calls = mockFetch((call) => answerTerritory(call) ?? json({ message: 'Not found' }, 404));
  const onAdd = vi.fn();
  renderWithProviders(<AddCountyForm existing={[]} onAdd={onAdd} onNotices={() => {}} />);
  return { calls, onAdd };
}

async function chooseState(user: UserEvent, state: string) {
  await user.click(await screen.findByRole('combobox', { name: 'State' }));
  await user.click(within(await screen.findByRole('listbox')).getByText(state));
}

const county = () => screen.getByRole('combobox', { name: 'County' });
const addButton = () => screen.getByRole('button', { name: 'Add county' });
const user = () => userEvent.setup({ delay: null });

describe('AddCountyForm (issue 36)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a state's counties as soon as it is chosen, and offers them", async () => {
    const u = user();
    const { calls, onAdd } = renderForm();
    expect(await screen.findByText(M.chooseStateForCounties)).toBeInTheDocument();
    await chooseState(u, 'Texas');
    await waitFor(() =>
      expect(
        calls.some((c) => paramsOf(c, territoryCalls.getCountiesOfState)?.state === 'TX'),
      ).toBe(true),
    );
    expect(calls.some((c) => paramsOf(c, territoryCalls.getCountiesWithDistance))).toBe(false);

    await u.click(county());
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['TRAVIS, TX', 'WILLIAMSON, TX']),
    );
    await u.click(within(listbox).getByRole('option', { name: 'WILLIAMSON, TX' }));
    await waitFor(() => expect(addButton()).toBeEnabled());
    await u.click(addButton());
    expect(onAdd).toHaveBeenCalledWith([
      { type: 'County', stateAbbreviation: 'TX', county: 'WILLIAMSON', zipCode: null },
    ]);
    await waitFor(() => expect(county()).toHaveValue(''));
  }, 30_000);

  it('accepts no typed county that is not listed', async () => {
    const u = user();
    const { onAdd } = renderForm();
    await chooseState(u, 'Texas');
    await u.type(county(), 'TRAVS');
    expect(await screen.findByText(M.noCountyMatches)).toBeInTheDocument();
    await u.keyboard('{Enter}');
    await u.tab();
    expect(county()).toHaveValue('');
    expect(addButton()).toBeDisabled();
    expect(onAdd).not.toHaveBeenCalled();
  }, 30_000);

  it('orders the chosen state’s counties nearest a zip once one is given', async () => {
    const u = user();
    const { calls } = renderForm();
    await chooseState(u, 'Oklahoma');
    await u.type(screen.getByRole('textbox', { name: 'Near zip (optional)' }), '78701');
    await u.click(county());
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['TULSA, OK, 340.8 mi N', 'OSAGE, OK, 350.2 mi N']),
    );
    expect(
      calls.some((c) => paramsOf(c, territoryCalls.getCountiesWithDistance)?.zip === '78701'),
    ).toBe(true);
  }, 30_000);

  it('forgets the picked county when another state is chosen', async () => {
    const u = user();
    renderForm();
    await chooseState(u, 'Texas');
    await u.click(county());
    await u.click(await screen.findByRole('option', { name: 'TRAVIS, TX' }));
    await waitFor(() => expect(addButton()).toBeEnabled());
    await chooseState(u, 'Oklahoma');
    await waitFor(() => expect(county()).toHaveValue(''));
    expect(addButton()).toBeDisabled();
  }, 30_000);

  it('says when the state’s counties fail to load', async () => {
    const u = user();
    signInAs([], 5);
    mockFetch((call) =>
      paramsOf(call, territoryCalls.getCountiesOfState)
        ? json({ message: 'down' }, 500)
        : (answerTerritory(call) ?? json({ message: 'Not found' }, 404)),
    );
    renderWithProviders(<AddCountyForm existing={[]} onAdd={vi.fn()} onNotices={() => {}} />);
    await chooseState(u, 'Texas');
    expect(await screen.findByText(M.getCountiesInState('TX'))).toBeInTheDocument();
  }, 30_000);
});
