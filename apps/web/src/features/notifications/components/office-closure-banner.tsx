import { useState } from 'react';
import { isOfficeClosureWindow } from '@client-admin/domain/office-closure';
import { Alert } from '../../../components/plain/alert';
import styles from './banner.module.css';

/** Remembered on the device (seed 000 §1), whoever signs in on it. */
export const OFFICE_CLOSURE_DISMISSED_KEY = 'client-admin.office-closure-2019-06.dismissed';

export const OFFICE_CLOSURE_TEXT =
  'Our offices are closed June 19 in observance of Juneteenth. We will be back on June 20.';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(OFFICE_CLOSURE_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

interface Props {
  /** The clock; tests inject one. */
  now?: () => Date;
}

/** The one-off office-closure announcement: only in its window, until dismissed on this device. */
export function OfficeClosureBanner({ now = () => new Date() }: Props) {
  const [shown, setShown] = useState(() => isOfficeClosureWindow(now()) && !readDismissed());
  if (!shown) return null;
  return (
    <Alert
      severity="info"
      closeText="Close notification"
      className={styles.banner}
      onClose={() => {
        try {
          localStorage.setItem(OFFICE_CLOSURE_DISMISSED_KEY, 'true');
        } catch (error) {
          console.error('Could not remember the dismissal on this device', error);
        }
        setShown(false);
      }}
    >
      {OFFICE_CLOSURE_TEXT}
    </Alert>
  );
}
