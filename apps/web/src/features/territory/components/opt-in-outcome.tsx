import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/error-message';

export type OptInOutcome =
  { kind: 'done'; optIn: boolean; updated: number } | { kind: 'failed'; error: unknown };

/** What the upload did: how many channels changed, or why nothing did (each bad row listed). */
export function OptInOutcomeView({ outcome }: { outcome: OptInOutcome }) {
  if (outcome.kind === 'done') {
    return <Alert severity="success">{M.optInUpdated(outcome.updated, outcome.optIn)}</Alert>;
  }
  const reasons =
    outcome.error instanceof ApiError ? Object.entries(outcome.error.errors ?? {}) : [];
  return (
    <Alert severity="error">
      {errorMessage(outcome.error)}
      {reasons.length > 0 && (
        <List dense aria-label="Rows not valid">
          {reasons.map(([where, why]) => (
            <ListItem key={where} disableGutters>
              <ListItemText primary={`${where}: ${why}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Alert>
  );
}
