import { vi } from 'vitest';

// What a test file gets from `vi.mock('…/lib/auth/access-token')` (no factory): a signed-in
// user's token without an identity provider, and no redirect to login.
export const getAccessToken = async () => 'test-token';
export const redirectToLogin = vi.fn();
