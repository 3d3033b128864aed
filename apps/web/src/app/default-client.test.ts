import { afterEach, describe, expect, it, vi } from 'vitest';
import { authCalls } from '@client-admin/contracts/auth.calls';
import { loadSession } from '../lib/auth/session';
import { isCall, json, mockFetch } from '../lib/testing/render-feature';
import { defaultClientPath } from './default-client';

vi.mock('../lib/auth/access-token');
vi.mock('../lib/auth/session', () => ({ loadSession: vi.fn(async () => null) }));

describe('defaultClientPath', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadSession).mockClear();
  });

  it("makes the client of a login that signed itself up, asks the session again and lands on the client's root", async () => {
    const calls = mockFetch(() =>
      json({ id: 42, firstName: 'Sam', lastName: 'New', state: 'TX', clientType: 'AGENT' }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await defaultClientPath()).toBe('/client/42');
    expect(calls.filter((c) => isCall(c, authCalls.getDefaultClient))).toHaveLength(1);
    expect(loadSession).toHaveBeenCalledWith(true);
  });

  it('answers null when the client cannot be made, so the home page can say so', async () => {
    mockFetch(() => json({ statusCode: 500, message: 'Database unavailable' }, 500));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await defaultClientPath()).toBeNull();
    expect(loadSession).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });
});
