import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The screen of an area built in a later release: its name, guard and client loading are real. */
export function LaterReleasePage({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">
        This area arrives in a later release of the portal.
      </Typography>
    </Paper>
  );
}

export const laterRelease = (title: string) =>
  function LaterRelease() {
    return <LaterReleasePage title={title} />;
  };
