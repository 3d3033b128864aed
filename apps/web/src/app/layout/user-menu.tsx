import { Suspense } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import type { AuthUser } from '@client-admin/contracts/auth';
import { lazyWithPreload, useMountedOnce } from '../../lib/lazy-with-preload';
import type { useMenuState } from './use-menu-state';

const MENU_ID = 'account-menu';
const AccountMenu = lazyWithPreload(() => import('./menus/account-menu'));

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
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onMouseEnter={AccountMenu.preload}
        onFocus={AccountMenu.preload}
        onClick={(event) => menus.openMenu(MENU_ID, event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: 15, bgcolor: 'secondary.main' }}>
          {initials(user)}
        </Avatar>
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <AccountMenu.Component
            id={MENU_ID}
            anchor={anchor}
            user={user}
            profileHref={profileHref}
            isDeveloper={isDeveloper}
            onSignOut={onSignOut}
            onClose={menus.close}
          />
        </Suspense>
      )}
    </>
  );
}
