import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { AppLink } from '../../lib/app-link';
import { classNames } from './class-names';
import styles from './button.module.css';

interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'secondary' | 'error' | 'inherit';
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** A link inside the app that looks like a button. */
    href?: string;
  };

/** The class names of a button's look, for the few links drawn as buttons elsewhere. */
export function buttonClassName({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonLook): string {
  return classNames(
    styles.button,
    styles[variant],
    color !== 'primary' && styles[color],
    size === 'small' && styles.small,
    fullWidth && styles.fullWidth,
  );
}

/** A Material-looking button (or an in-app link with href) without MUI's code. */
export function Button(props: ButtonProps) {
  const { variant, color, size, fullWidth, startIcon, endIcon, href, children, ...rest } = props;
  const className = classNames(
    buttonClassName({ variant, color, size, fullWidth }),
    rest.className,
  );
  const content = (
    <>
      {startIcon}
      {children}
      {endIcon}
    </>
  );
  if (href !== undefined) {
    return (
      <AppLink href={href} className={className} aria-label={rest['aria-label']}>
        {content}
      </AppLink>
    );
  }
  return (
    <button type="button" {...rest} className={className}>
      {content}
    </button>
  );
}
