import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../../components/page-loading';

interface ListStatusProps {
  what: string;
  isPending: boolean;
  isError: boolean;
  errorMessage: string;
  first: number;
  shown: number;
  total: number;
  totalIsLowerBound?: boolean | undefined;
}

/** The loading, empty and error states of a paged leads list, and what the page shows. */
export function ListStatus(p: ListStatusProps) {
  const of = p.totalIsLowerBound ? `more than ${p.total}` : String(p.total);
  const status = p.isPending
    ? `Loading ${p.what}`
    : p.isError
      ? p.errorMessage
      : p.total === 0 && p.shown === 0
        ? `No ${p.what} in this range`
        : `${p.what[0]!.toUpperCase()}${p.what.slice(1)} ${p.first}–${p.first + Math.max(p.shown, 1) - 1} of ${of}`;
  return (
    <>
      <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
        {status}
      </Typography>
      {p.isError && <Alert severity="error">{p.errorMessage}</Alert>}
      {p.isPending && <PageLoading label={`Loading ${p.what}`} />}
    </>
  );
}
