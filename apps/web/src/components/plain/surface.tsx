import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import styles from './surface.module.css';

type SurfaceProps = HTMLAttributes<HTMLElement> & {
  /** A section (with an accessible name), an item of a list or a plain box. */
  as?: 'section' | 'div' | 'article' | 'li';
  /** A card's content padding (MUI's CardContent: 16 px, 24 px under the last line). */
  cardContent?: boolean;
};

/** An outlined card (MUI's outlined Paper or Card), without MUI's code. */
export function Surface({
  as: Element = 'div',
  cardContent = false,
  className,
  ...rest
}: SurfaceProps) {
  const classes = classNames(styles.surface, cardContent && styles.cardContent, className);
  return <Element {...rest} className={classes} />;
}
