import { Suspense, useState } from 'react';
import { Avatar } from '../../components/plain/avatar';
import { IconButton } from '../../components/plain/icon-button';
import type { AuthUser } from '@client-admin/contracts/auth';
import { useAuth } from '../../lib/auth/use-auth';
import { lazyWithPreload, useMountedOnce } from '../../lib/lazy-with-preload';
import type { useMenuState } from './use-menu-state';
import styles from './header.module.css';

const MENU_ID = 'account-menu';
const AccountMenu = lazyWithPreload(() => import('./menus/account-menu'));
const DeveloperToolsDialog = lazyWithPreload(
  () => import('../../features/developer-tools/components/developer-tools-dialog'),
);

interface Props {
  user: AuthUser;
  profileHref: string | null;
  isDeveloper: boolean;
  onSignOut: () => void;
  menus: ReturnType<typeof useMenuState>;
}

const initials = (user: AuthUser) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() ||
  user.email.charAt(0).toUpperCase();

/** The avatar button and its account menu. */
export function UserMenu({ user, profileHref, isDeveloper, onSignOut, menus }: Props) {
  const anchor = menus.anchorOf(MENU_ID);
  const mounted = useMountedOnce(anchor !== null);
  // Developer tools follow the real roles (or forced developer mode): a developer who overrides
  // the roles to Agent still reaches them to reset.
  const { canUseDeveloperTools } = useAuth();
  const showDeveloperTools = isDeveloper || canUseDeveloperTools;
  const [toolsOpen, setToolsOpen] = useState(false);
  const toolsMounted = useMountedOnce(toolsOpen);
  const shown = initials(user);
  return (
    <>
      <IconButton
        // The name holds the initials the avatar shows (WCAG 2.5.3, label in name).
        aria-label={`Account menu (${shown})`}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onMouseEnter={AccountMenu.preload}
        onFocus={AccountMenu.preload}
        onClick={(event) => menus.openMenu(MENU_ID, event.currentTarget)}
        className={styles.avatarButton}
      >
        <Avatar initials={shown} />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <AccountMenu.Component
            id={MENU_ID}
            anchor={anchor}
            user={user}
            profileHref={profileHref}
            isDeveloper={showDeveloperTools}
            onOpenDeveloperTools={() => {
              DeveloperToolsDialog.preload();
              setToolsOpen(true);
            }}
            onSignOut={onSignOut}
            onClose={menus.close}
          />
        </Suspense>
      )}
      {showDeveloperTools && toolsMounted && (
        <Suspense fallback={null}>
          <DeveloperToolsDialog.Component open={toolsOpen} onClose={() => setToolsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
