import { useEffect } from 'react';
import type { OptionListName } from '@client-admin/contracts/options';
import { useToast } from '../../../lib/toast';
import { useOptionList } from '../api/get-option-list';

/**
 * An option list whose failure is told once with the screen's own message (seed 000 §8).
 * notify is false where the list only labels a read-only value, so a client user is not
 * warned about lists meant for staff.
 */
export function useOptionListWithToast(list: OptionListName, failMessage: string, notify = true) {
  const query = useOptionList(list);
  const toast = useToast();
  const failed = query.isError && notify;
  useEffect(() => {
    if (failed) toast.error(failMessage);
  }, [failed, failMessage, toast]);
  return query.data ?? [];
}
