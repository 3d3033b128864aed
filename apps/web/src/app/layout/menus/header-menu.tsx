import Menu, { type MenuProps } from '@mui/material/Menu';

type HeaderMenuProps = Omit<MenuProps, 'open' | 'anchorEl' | 'onClose'> & {
  id: string;
  /** The header button it opened from; null while it is closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
};

/** A header button's menu: open under its button while it has one. */
export function HeaderMenu({ anchor, ...props }: HeaderMenuProps) {
  return <Menu {...props} anchorEl={anchor} open={anchor !== null} />;
}
