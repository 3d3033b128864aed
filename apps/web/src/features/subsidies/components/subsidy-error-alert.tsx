import Alert from '@mui/material/Alert';
import { subsidyError } from '../utils/subsidy-error';

/** A failed subsidy call, as seed 002 §8 shows it, with the rows a refused file names. */
export function SubsidyErrorAlert({ error }: { error: unknown }) {
  const { text, details } = subsidyError(error);
  return (
    <Alert severity="error" role="alert">
      {text}
      {details.length > 0 && (
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
