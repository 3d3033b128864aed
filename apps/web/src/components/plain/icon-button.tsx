import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names';
import styles from './icon-button.module.css';

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** What the button does, for screen readers (it shows only an icon). */
  'aria-label': string;
  color?: 'default' | 'inherit';
  edge?: 'start';
};

/** A round button holding an icon, without MUI's code. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { color = 'default', edge, className, ...rest },
  ref,
) {
  const classes = classNames(
    styles.iconButton,
    color === 'inherit' && styles.inherit,
    edge === 'start' && styles.edgeStart,
    className,
  );
  return <button ref={ref} type="button" {...rest} className={classes} />;
});
