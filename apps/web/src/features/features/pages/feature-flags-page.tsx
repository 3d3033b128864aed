import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../../lib/auth/use-auth';
import { useFeatureFlagsAdmin } from '../api/get-feature-flags-admin';
import { FeatureFlagRow } from '../components/feature-flag-row';
import { ScrollCue } from '../../../components/scroll-cue';

/** /product-admin/flags: product viewers read, product admins change defaults and rules. */
export default function FeatureFlagsPage() {
  const { flags } = useAuth();
  const { data, isLoading, error } = useFeatureFlagsAdmin();
  const canEdit = flags.isProductAdmin;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Feature Flags
      </Typography>
      <Typography color="text.secondary">
        A flag&apos;s value for a client: its client rule, else its carrier and client type rule,
        else its carrier rule, else its client type rule, else the default.
        {!canEdit && ' Only product admins can change flags.'}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isLoading ? (
        <CircularProgress aria-label="Loading feature flags" />
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <ScrollCue label="Feature flags">
            <Table aria-label="Feature flags">
              <TableHead>
                <TableRow>
                  <TableCell>Flag</TableCell>
                  <TableCell>Default</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell>Rules</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {(data ?? []).map((flag) => (
                  <FeatureFlagRow key={flag.name} flag={flag} canEdit={canEdit} />
                ))}
              </TableBody>
            </Table>
          </ScrollCue>
        </Paper>
      )}
    </Stack>
  );
}
