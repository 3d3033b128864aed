import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VendorApiKey } from '@client-admin/contracts/vendors';
import { VENDOR_KEY_MESSAGES as M } from '@client-admin/domain/lead-flow/vendor-key-messages';
import { json, mockFetch, renderWithProviders } from '../../../lib/testing/render-feature';
import { VendorApiKeysDialog } from './vendor-api-keys-dialog';

vi.mock('../../../lib/auth/access-token');

const VENDOR = { id: 3, name: 'EverQuote', isActive: true, leadVolume: 10 };
const key = (id: number, prefix: string, revokedAt: string | null = null): VendorApiKey => ({
  id,
  vendorId: 3,
  prefix,
  createdBy: 'cs@example.com',
  createdAt: '2026-11-20T15:00:00Z',
  revokedAt,
});

describe('VendorApiKeysDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the keys, creates one shown once, and revokes a live one', async () => {
    let keys = [key(1, 'cav_old1', '2026-11-21T15:00:00Z'), key(2, 'cav_live')];
    const calls = mockFetch((call) => {
      const path = call.url.pathname;
      if (path === '/api/vendors/3/api-keys' && call.method === 'GET') return json(keys);
      if (path === '/api/vendors/3/api-keys' && call.method === 'POST') {
        const created = key(3, 'cav_new1');
        keys = [created, ...keys];
        return json({ ...created, key: 'cav_new1-secret-value' }, 201);
      }
      if (path === '/api/vendors/3/api-keys/2' && call.method === 'DELETE') {
        keys = keys.map((k) => (k.id === 2 ? { ...k, revokedAt: '2026-11-24T15:00:00Z' } : k));
        return json(keys.find((k) => k.id === 2));
      }
      return json({ statusCode: 404, message: 'nope' }, 404);
    });
    renderWithProviders(<VendorApiKeysDialog vendor={VENDOR} onClose={() => {}} />);

    const dialog = await screen.findByRole('dialog', { name: M.title('EverQuote') });
    const table = await within(dialog).findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('cav_old1...').closest('tr')).toHaveTextContent('11-21-2026');
    expect(within(table).getByText('cav_live...').closest('tr')).toHaveTextContent(M.live);
    // A revoked key cannot be revoked again.
    expect(within(table).queryByRole('button', { name: `${M.revoke} cav_old1` })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: M.create }));
    expect(await within(dialog).findByLabelText('New API key')).toHaveTextContent(
      'cav_new1-secret-value',
    );
    await within(dialog).findByText('cav_new1...');

    fireEvent.click(within(dialog).getByRole('button', { name: `${M.revoke} cav_live` }));
    const confirm = await screen.findByRole('dialog', { name: M.revokeTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: M.revoke }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname.endsWith('/2'))).toBe(true),
    );
    await waitFor(() =>
      expect(within(table).getByText('cav_live...').closest('tr')).toHaveTextContent('11-24-2026'),
    );
  }, 30_000);

  it('says when the keys cannot be loaded', async () => {
    mockFetch(() => json({ statusCode: 500, error: 'Server Error', message: 'boom' }, 500));
    renderWithProviders(<VendorApiKeysDialog vendor={VENDOR} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  }, 20_000);
});
