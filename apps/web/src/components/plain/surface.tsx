import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import styles from './surface.module.css';

type SurfaceProps = HTMLAttributes<HTMLElement> & {
  /** A section (with an accessible name) or a plain box. */
  as?: 'section' | 'div' | 'article';
  /** The 16 px inner padding of a card's content. */
  padded?: boolean;
};

/** An outlined card (MUI's outlined Paper or Card), without MUI's code. */
export function Surface({ as: Element = 'div', padded = false, className, ...rest }: SurfaceProps) {
  const classes = classNames(styles.surface, padded && styles.padded, className);
  return <Element {...rest} className={classes} />;
}
