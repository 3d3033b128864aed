import MenuItem from '@mui/material/MenuItem';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { AppLink } from '../../lib/app-link';
import { isActiveHref, type NavLink } from './nav-items';

/** A link inside a header menu: in-app navigation, or an outside page in a new tab. */
export function NavMenuItem({
  item,
  pathname,
  onClick,
}: {
  item: NavLink;
  pathname: string;
  onClick: () => void;
}) {
  if (item.external) {
    return (
      <MenuItem
        component="a"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        {item.label}
        <OpenInNewIcon fontSize="small" sx={{ ml: 1 }} aria-label="(opens in a new tab)" />
      </MenuItem>
    );
  }
  const active = isActiveHref(item.href, pathname);
  return (
    <MenuItem
      component={AppLink}
      href={item.href}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {item.label}
    </MenuItem>
  );
}
