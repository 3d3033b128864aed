import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { Toast } from '../../../lib/toast';
import { ledgerRefusal } from './ledger-refusal';

interface LedgerWriteOptions<T extends FieldValues> {
  toast: Toast;
  /** The success toast; the API's own message when not given. */
  success?: string;
  onClose: () => void;
  setRefusal: (refusal: string | null) => void;
  fields: readonly string[];
  setError: UseFormSetError<T>;
  wording: (serverText: string) => string;
}

/** What a money dialog does when its write answers: toast and close, or show the refusal. */
export function ledgerWriteCallbacks<T extends FieldValues>(options: LedgerWriteOptions<T>) {
  return {
    onSuccess: (answer: { message?: string }) => {
      options.toast.success(options.success ?? answer.message ?? '');
      options.onClose();
    },
    onError: (error: unknown) =>
      options.setRefusal(ledgerRefusal(error, options.fields, options.setError, options.wording)),
  };
}
