import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '../../../lib/testing/render-feature';
import { MailOutbox } from './mail-outbox';

vi.mock('../../../lib/auth/access-token', () => ({
  getAccessToken: async () => 'test-token',
  redirectToLogin: vi.fn(),
}));

describe('MailOutbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('expands a message and makes its links clickable', async () => {
    const calls = mockFetch(() =>
      json({
        items: [
          {
            id: 1,
            to: 'ada@example.com',
            subject: 'Reset your password',
            text: 'Open http://localhost:5173/reset?t=abc to continue.',
            html: null,
            createdAt: '2026-01-02T15:00:00Z',
          },
        ],
        metaData: { page: 1, pageSize: 20, totalRecords: 1, totalPages: 1 },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MailOutbox />);

    await user.click(await screen.findByRole('button', { name: /Reset your password/ }));
    expect(screen.getByRole('link', { name: 'http://localhost:5173/reset?t=abc' })).toHaveAttribute(
      'href',
      'http://localhost:5173/reset?t=abc',
    );
    expect(calls[0]!.url.search).toBe('?page=1&pageSize=20');
  }, 20_000);
});
