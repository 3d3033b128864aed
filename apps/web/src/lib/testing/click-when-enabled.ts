import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks a button once its form allows it: a form's validation settles a moment after a choice
 * or the typing, and a loaded machine clicks before it has.
 */
export async function clickWhenEnabled(user: UserEvent, button: HTMLElement) {
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}
