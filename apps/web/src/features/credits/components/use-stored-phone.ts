import { useState } from 'react';

/** The staff member's own phone for the dialer, kept on this device between visits. */
export const DIALER_PHONE_KEY = 'client-admin.credit-dialer.phone';

export function useStoredPhone(): [string, (phone: string) => void] {
  const [phone, setPhone] = useState(() => localStorage.getItem(DIALER_PHONE_KEY) ?? '');
  const save = (next: string) => {
    setPhone(next);
    localStorage.setItem(DIALER_PHONE_KEY, next);
  };
  return [phone, save];
}
