import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { classNames } from './class-names';
import styles from './alert.module.css';

type Severity = 'error' | 'warning' | 'info' | 'success';

// The outlined Material icons MUI's Alert shows for each severity.
const ICON_PATHS: Record<Severity, string> = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
};

interface AlertProps {
  severity?: Severity;
  /** A bold first line above the message. */
  title?: ReactNode;
  children: ReactNode;
  /** A button or link at the end of the alert. */
  action?: ReactNode;
  /** Shows a close (x) button named closeText at the end of the alert. */
  onClose?: () => void;
  closeText?: string;
  className?: string;
  'data-testid'?: string;
}

const CLOSE_ICON_PATH =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/** A Material-looking alert with role="alert", without MUI's code. */
export function Alert(props: AlertProps) {
  const { severity = 'info', title, children, onClose, closeText = 'Close', className } = props;
  const classes = classNames(styles.alert, severity !== 'info' && styles[severity], className);
  const action =
    props.action ??
    (onClose && (
      <IconButton aria-label={closeText} title={closeText} color="inherit" onClick={onClose}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
          <path d={CLOSE_ICON_PATH} />
        </svg>
      </IconButton>
    ));
  return (
    <div role="alert" className={classes} data-testid={props['data-testid']}>
      <div className={styles.icon}>
        <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
          <path d={ICON_PATHS[severity]} />
        </svg>
      </div>
      <div className={styles.message}>
        {title && <div className={styles.title}>{title}</div>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
