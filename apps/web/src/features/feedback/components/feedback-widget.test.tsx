import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '../../../lib/testing/render-feature';
import { FeedbackWidget } from './feedback-widget';

vi.mock('../../../lib/auth/access-token', () => ({
  getAccessToken: async () => 'test-token',
  redirectToLogin: vi.fn(),
}));

describe('FeedbackWidget', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires a message, sends it with the page and thanks the user', async () => {
    const calls = mockFetch(({ body }) =>
      json(
        { id: 1, userEmail: 'a@b.co', createdAt: '2026-01-01T00:00:00Z', ...(body as object) },
        201,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FeedbackWidget />, { path: '/ad' });

    await user.click(await screen.findByRole('button', { name: 'Send feedback' }));
    // The form loads when the button is pressed.
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Feedback is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Feedback/), 'Search is great');
    // jsdom has no layout: a pointer click reads a NaN hover position, a plain click does not.
    fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ message: 'Search is great', rating: 4, page: '/ad' });
  }, 20_000);
});
