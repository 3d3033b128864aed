import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import {
  CloseIcon,
  ErrorOutlineIcon,
  InfoOutlinedIcon,
  ReportProblemOutlinedIcon,
  SuccessOutlinedIcon,
} from './icons';
import { classNames } from './class-names';
import styles from './alert.module.css';

type Severity = 'error' | 'warning' | 'info' | 'success';

const SEVERITY_ICONS: Record<Severity, typeof InfoOutlinedIcon> = {
  error: ErrorOutlineIcon,
  warning: ReportProblemOutlinedIcon,
  info: InfoOutlinedIcon,
  success: SuccessOutlinedIcon,
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

/** A Material-looking alert with role="alert", without MUI's code. */
export function Alert(props: AlertProps) {
  const { severity = 'info', title, children, onClose, closeText = 'Close', className } = props;
  const classes = classNames(styles.alert, severity !== 'info' && styles[severity], className);
  const SeverityIcon = SEVERITY_ICONS[severity];
  const action =
    props.action ??
    (onClose && (
      <IconButton aria-label={closeText} title={closeText} color="inherit" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    ));
  return (
    <div role="alert" className={classes} data-testid={props['data-testid']}>
      <div className={styles.icon}>
        <SeverityIcon width={22} height={22} />
      </div>
      <div className={styles.message}>
        {title && <div className={styles.title}>{title}</div>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
