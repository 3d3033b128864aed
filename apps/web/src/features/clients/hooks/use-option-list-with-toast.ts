import type { OptionListName } from '@client-admin/contracts/options';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useOptionList } from '../../../lib/option-lists/get-option-list';

/**
 * An option list whose failure is told once with the screen's own message (seed 000 §8).
 * notify is false where the list only labels a read-only value, so a client user is not
 * warned about lists meant for staff.
 */
export function useOptionListWithToast(list: OptionListName, failMessage: string, notify = true) {
  const query = useOptionList(list);
  useFailureToast(query.isError && notify, failMessage);
  return query.data ?? [];
}
