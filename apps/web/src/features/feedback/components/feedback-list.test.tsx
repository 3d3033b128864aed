import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '../../../lib/testing/render-feature';
import { FeedbackList } from './feedback-list';

vi.mock('../../../lib/auth/access-token', () => ({
  getAccessToken: async () => 'test-token',
  redirectToLogin: vi.fn(),
}));

const meta = (totalRecords: number) => ({ page: 1, pageSize: 20, totalRecords, totalPages: 1 });

describe('FeedbackList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the empty state', async () => {
    mockFetch(() => json({ items: [], metaData: meta(0) }));
    renderWithProviders(<FeedbackList />);
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
  }, 20_000);

  it('lists feedback', async () => {
    const calls = mockFetch(() =>
      json({
        items: [
          {
            id: 1,
            message: 'Love the search',
            page: '/ad',
            rating: 5,
            userEmail: 'staff@example.com',
            createdAt: '2026-01-02T15:00:00Z',
          },
        ],
        metaData: meta(1),
      }),
    );
    renderWithProviders(<FeedbackList />);
    expect(await screen.findByText('Love the search')).toBeInTheDocument();
    expect(screen.getByText('staff@example.com')).toBeInTheDocument();
    expect(screen.getByText('01-02-2026 10:00 AM ET')).toBeInTheDocument();
    expect(calls[0]!.url.search).toBe('?page=1&pageSize=20');
  }, 20_000);
});
