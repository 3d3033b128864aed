import { can, type AuthFlags } from '@client-admin/domain/auth-flags';
import { AGENT_EDUCATION_URL, paths } from '../../config/paths';

export interface NavLink {
  kind: 'link';
  label: string;
  href: string;
  /** An outside page, opened in a new tab. */
  external?: boolean;
}

export interface NavMenu {
  kind: 'menu';
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavMenu;

export interface NavInput {
  flags: AuthFlags;
  /** The selected client; client-scoped items hide without one. */
  clientId: number | null;
  parentCompany: string | null;
  /** The TerritoryExpansion feature flag (with a developer's local override). */
  territoryExpansion?: boolean;
}

const link = (label: string, href: string, external = false): NavLink =>
  external ? { kind: 'link', label, href, external } : { kind: 'link', label, href };

/**
 * The header's items of seed 000 §2.2, filtered by role and the selected client. Staff who search
 * clients always have 'Client search' (the admin dashboard) first; Dashboard is the open client's.
 */
export function buildNavigation({
  flags,
  clientId,
  parentCompany,
  territoryExpansion = false,
}: NavInput): NavEntry[] {
  const entries: NavEntry[] = [];
  if (can.useAdminDashboard(flags)) entries.push(link('Client search', paths.adminDashboard()));
  if (clientId !== null) entries.push(link('Dashboard', paths.client.root(clientId)));

  if (clientId !== null) {
    entries.push({
      kind: 'menu',
      label: 'Lead Management',
      items: [
        link('Lead Channels', paths.client.channels(clientId)),
        link('Leads', paths.client.leads(clientId)),
      ],
    });
    entries.push(link('Payments & Billing', paths.billing(clientId)));
  }

  const resources = [link('Agent Education', AGENT_EDUCATION_URL, true)];
  if (clientId !== null && parentCompany === 'STATEFARM') {
    resources.push(link('State Farm Subsidies', paths.client.stateFarmSubsidies(clientId)));
  }
  entries.push({ kind: 'menu', label: 'Resources', items: resources });
  entries.push(link('Support', paths.support()));

  const optIn = can.useTerritoriesOptIn(flags, territoryExpansion)
    ? link('Secondary Territories Opt-In', paths.territoriesOptIn())
    : null;
  if (can.seeStaffUtilitiesMenu(flags)) {
    const staff: NavLink[] = [];
    if (can.useStaffOnlyUtilities(flags)) {
      staff.push(link('Staff Only Utilities', paths.staffTools(clientId ?? undefined)));
    }
    if (can.useProductAdmin(flags)) {
      staff.push(link('Product Admin', paths.productAdmin()));
      staff.push(link('Feature Flags', paths.productAdminFlags()));
    }
    staff.push(link('Notifications', paths.notifications()));
    if (can.useCreditDialer(flags)) staff.push(link('Credit Dialer', paths.creditDialer()));
    if (can.useSubsidyImports(flags)) staff.push(link('Subsidy Imports', paths.subsidy()));
    // Seed 000 §6: the Signup IO link needs client services (its route, sales or staff).
    if (can.useStaffOnlyUtilities(flags)) staff.push(link('Signup IO', paths.signup()));
    if (optIn) staff.push(optIn);
    entries.push({ kind: 'menu', label: 'Staff Utilities', items: staff });
  } else if (optIn) {
    // A sales manager has no Staff Utilities menu (seed 000 §6): the page is an item of its own.
    entries.push(optIn);
  }
  return entries;
}

/** True when the link leads to the page shown. */
export function isActiveHref(href: string, pathname: string): boolean {
  return (href.split('?')[0] ?? href).toLowerCase() === pathname.toLowerCase();
}
