import { subsidyError } from '../utils/subsidy-error';
import { ErrorAlert } from './error-alert';

/** A failed subsidy call, as seed 002 §8 shows it, with the rows a refused file names. */
export function SubsidyErrorAlert({ error }: { error: unknown }) {
  return <ErrorAlert {...subsidyError(error)} />;
}
