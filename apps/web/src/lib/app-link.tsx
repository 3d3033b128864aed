import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An anchor that navigates inside the app (for MUI's component prop and links built from
 * config/paths); modified clicks and new tabs stay with the browser.
 */
export const AppLink = forwardRef<HTMLAnchorElement, Props>(function AppLink(
  { href, onClick, target, ...rest },
  ref,
) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (target && target !== '_self')
    )
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a ref={ref} href={href} target={target} onClick={handleClick} {...rest} />;
});
