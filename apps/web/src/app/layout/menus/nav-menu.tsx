import Menu from '@mui/material/Menu';
import type { NavLink } from '../nav-items';
import { NavMenuItem } from '../nav-menu-item';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  items: NavLink[];
  pathname: string;
  onClose: () => void;
}

export default function NavMenu({ id, anchor, items, pathname, onClose }: Props) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
    >
      {items.map((item) => (
        <NavMenuItem key={item.label} item={item} pathname={pathname} onClick={onClose} />
      ))}
    </Menu>
  );
}
