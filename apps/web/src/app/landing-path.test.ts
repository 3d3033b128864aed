import { describe, expect, it } from 'vitest';
import { authFlags } from '@client-admin/domain/auth-flags';
import { ROLES, type RoleName } from '@client-admin/domain/roles';
import { landingPath } from './landing-path';

const landing = (roles: RoleName[], clientId: number | null = null) =>
  landingPath(authFlags(roles), clientId);

describe('landingPath', () => {
  it('sends client services to the admin dashboard, even with a client', () => {
    expect(landing([ROLES.CLIENT_SERVICES, ROLES.STAFF])).toBe('/ad');
    expect(landing([ROLES.CLIENT_SERVICES], 7)).toBe('/ad');
  });

  it('sends a client login to its client', () => {
    expect(landing([], 7)).toBe('/client/7');
  });

  it('sends the account creator to the admin dashboard', () => {
    expect(landing([ROLES.CORPORATE_BUCKET_ACCOUNT_CREATOR])).toBe('/ad');
  });

  it('sends product roles to product admin', () => {
    expect(landing([ROLES.PRODUCT, ROLES.PRODUCT_ADMIN])).toBe('/product-admin');
    expect(landing([ROLES.PRODUCT])).toBe('/product-admin');
  });

  it('sends sales to signup', () => {
    expect(landing([ROLES.SALES])).toBe('/signup');
    expect(landing([ROLES.SALES, ROLES.SALES_MANAGER])).toBe('/signup');
  });

  it('sends developers to their mail outbox and other staff to signup', () => {
    expect(landing([ROLES.DEVELOPER, ROLES.STAFF])).toBe('/dev/mail');
    expect(landing([ROLES.STAFF])).toBe('/signup');
  });

  it('sends the Everest super-user to the admin dashboard', () => {
    expect(landing([ROLES.EVEREST])).toBe('/ad');
  });

  it('keeps a login with neither a client nor a staff screen on the home page', () => {
    expect(landing([])).toBeNull();
    expect(landing([ROLES.CANCEL_SAVE])).toBeNull();
  });
});
