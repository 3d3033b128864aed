import { useState } from 'react';

interface OpenMenu {
  id: string;
  anchor: HTMLElement;
  path: string;
}

/**
 * One open menu at a time, remembered with the page it was opened on: a navigation closes it
 * without an effect.
 */
export function useMenuState(pathname: string) {
  const [open, setOpen] = useState<OpenMenu | null>(null);
  const current = open && open.path === pathname ? open : null;
  return {
    anchorOf: (id: string) => (current?.id === id ? current.anchor : null),
    openMenu: (id: string, anchor: HTMLElement) => setOpen({ id, anchor, path: pathname }),
    close: () => setOpen(null),
  };
}
