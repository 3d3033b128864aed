import Alert from '@mui/material/Alert';

/** A failed call's text, with the rows a refused file names. */
export function ErrorAlert({ text, details }: { text: string; details: string[] }) {
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
