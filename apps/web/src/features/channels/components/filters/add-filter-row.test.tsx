import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddFilterRow } from './add-filter-row';
import { CREDIT_RATING, MINIMUM_AGE } from './filter-fixtures';
import { newFilter } from './filters-state';

const user = () => userEvent.setup({ delay: null });
const addButton = () => screen.getByRole('button', { name: 'Add filter' });

async function choose(label: string, option: string) {
  await user().click(screen.getByRole('combobox', { name: label }));
  await user().click(within(await screen.findByRole('listbox')).getByText(option));
}

describe('AddFilterRow', () => {
  it('adds a typed value only when there is more than spaces, then clears it', async () => {
    const onAdd = vi.fn();
    render(<AddFilterRow types={[CREDIT_RATING, MINIMUM_AGE]} onAdd={onAdd} />);
    expect(addButton()).toBeDisabled();
    await choose('Filter type', 'Minimum Age');
    const value = screen.getByRole('spinbutton', { name: 'Value' });
    await user().type(value, ' ');
    expect(addButton()).toBeDisabled();

    await user().type(value, '21');
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user().click(addButton());
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(newFilter(MINIMUM_AGE, '21')));
    await waitFor(() => expect(value).toHaveValue(null));
  }, 30_000);

  it('adds a picked lookup, and a new filter type starts without a value', async () => {
    const onAdd = vi.fn();
    render(<AddFilterRow types={[CREDIT_RATING, MINIMUM_AGE]} onAdd={onAdd} />);
    await choose('Filter type', 'Minimum Age');
    await user().type(screen.getByRole('spinbutton', { name: 'Value' }), '30');
    await choose('Filter type', 'Credit Rating');
    expect(addButton()).toBeDisabled();

    await choose('Value', 'Excellent');
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user().click(addButton());
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(newFilter(CREDIT_RATING, '11')));
    expect(onAdd).toHaveBeenCalledTimes(1);
  }, 30_000);
});
