import { describe, expect, it } from 'vitest';
import { authFlags } from '@client-admin/domain/auth-flags';
import { ROLES, type RoleName } from '@client-admin/domain/roles';
import { buildNavigation, type NavEntry, type NavInput } from './nav-items';

const CS: RoleName[] = [ROLES.CLIENT_SERVICES, ROLES.STAFF];
const CS_ADMIN: RoleName[] = [...CS, ROLES.CLIENT_SERVICES_ADMIN];
const SALES_MANAGER: RoleName[] = [ROLES.SALES, ROLES.SALES_MANAGER];

const nav = (roles: RoleName[], input: Partial<Omit<NavInput, 'flags'>> = {}) =>
  buildNavigation({ flags: authFlags(roles), clientId: null, parentCompany: null, ...input });

/** Every entry as "label -> href", menus as "menu/label -> href". */
const flat = (entries: NavEntry[]) =>
  entries.flatMap((entry) =>
    entry.kind === 'link'
      ? [`${entry.label} -> ${entry.href}`]
      : entry.items.map((item) => `${entry.label}/${item.label} -> ${item.href}`),
  );

const OPT_IN = 'Secondary Territories Opt-In -> /territories-opt-in';

describe('buildNavigation', () => {
  it('gives client services a Client search entry first, with or without a client open', () => {
    expect(flat(nav(CS))[0]).toBe('Client search -> /ad');
    expect(flat(nav(CS)).filter((entry) => entry.startsWith('Dashboard'))).toEqual([]);

    const open = flat(nav(CS, { clientId: 7 }));
    expect(open.slice(0, 2)).toEqual(['Client search -> /ad', 'Dashboard -> /client/7']);
    expect(open).toContain('Payments & Billing -> /billing/7');
  });

  it('gives the corporate bucket account creator the client search too (its route allows them)', () => {
    expect(flat(nav([ROLES.CORPORATE_BUCKET_ACCOUNT_CREATOR]))[0]).toBe('Client search -> /ad');
  });

  it('gives no Client search to a client user or to staff the admin dashboard refuses', () => {
    for (const roles of [[], [ROLES.PRODUCT], SALES_MANAGER, [ROLES.DEVELOPER, ROLES.STAFF]]) {
      const entries = flat(nav(roles, { clientId: roles.length === 0 ? 5 : null }));
      expect(entries.some((entry) => entry.startsWith('Client search'))).toBe(false);
    }
    expect(flat(nav([], { clientId: 5 }))[0]).toBe('Dashboard -> /client/5');
  });

  it('links the territories opt-in in Staff Utilities for a client services admin, with the flag on', () => {
    expect(flat(nav(CS_ADMIN, { territoryExpansion: true }))).toContain(
      `Staff Utilities/${OPT_IN}`,
    );
    expect(flat(nav(CS_ADMIN, { territoryExpansion: false })).join()).not.toContain('Opt-In');
  });

  it('links it on its own for a sales manager (no Staff Utilities menu), with the flag on', () => {
    expect(flat(nav(SALES_MANAGER, { territoryExpansion: true }))).toContain(OPT_IN);
    expect(flat(nav(SALES_MANAGER)).join()).not.toContain('Opt-In');
  });

  it('never links it for the roles the page refuses', () => {
    for (const roles of [CS, [ROLES.SALES], [ROLES.PRODUCT], []]) {
      expect(flat(nav(roles, { territoryExpansion: true })).join()).not.toContain('Opt-In');
    }
  });

  it('shows State Farm Subsidies only for a STATEFARM client, and Subsidy Imports to staff', () => {
    expect(flat(nav([], { clientId: 5, parentCompany: 'STATEFARM' }))).toContain(
      'Resources/State Farm Subsidies -> /client/5/stateFarmSubsidies',
    );
    expect(flat(nav([], { clientId: 7, parentCompany: 'FARMERS' })).join()).not.toContain(
      'State Farm Subsidies',
    );
    expect(flat(nav(CS))).toContain('Staff Utilities/Subsidy Imports -> /subsidy');
    expect(flat(nav([], { clientId: 5 })).join()).not.toContain('Subsidy Imports');
  });
});
