import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { subsidyCountyLabel } from '@client-admin/domain/subsidies/subsidy-display';
import { PageFrame } from '../../../components/page-frame';
import { useClientIdParam } from '../../../lib/use-client-id-param';
import { useClientSubsidies } from '../api/get-client-subsidies';
import { subsidyError } from '../utils/subsidy-error';

/**
 * /client/{clientId}/stateFarmSubsidies (seed 002 §2): the State Farm program's subsidies in the
 * client's states, by state, county and product; a percent one as a percentage with its cap in
 * USD, otherwise a flat USD amount (seed 002 §9).
 */
export default function StateFarmSubsidiesPage() {
  const clientId = useClientIdParam();
  const subsidies = useClientSubsidies(clientId);
  return (
    <PageFrame title="State Farm Subsidies">
      {subsidies.isPending && <LinearProgress aria-label="Loading subsidies" />}
      {subsidies.isError && (
        <Alert severity="error" role="alert">
          {subsidyError(subsidies.error).text}
        </Alert>
      )}
      {subsidies.data && subsidies.data.subsidies.length === 0 && (
        <Typography color="text.secondary">
          {subsidies.data.parentCompany === 'STATEFARM'
            ? `No subsidies in ${subsidies.data.states.join(', ') || "this client's states"}.`
            : 'Subsidies are for State Farm clients.'}
        </Typography>
      )}
      {subsidies.data && subsidies.data.subsidies.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {`States: ${subsidies.data.states.join(', ')}`}
          </Typography>
          <Table size="small" aria-label="Subsidies">
            <TableHead>
              <TableRow>
                <TableCell>State</TableCell>
                <TableCell>County</TableCell>
                <TableCell>Product</TableCell>
                <TableCell>Subsidy</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {subsidies.data.subsidies.map((s) => (
                <TableRow key={`${s.leadState}|${s.county}|${s.product}`}>
                  <TableCell>{s.leadState}</TableCell>
                  <TableCell>{subsidyCountyLabel(s.county)}</TableCell>
                  <TableCell>{s.product}</TableCell>
                  <TableCell>{s.display}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </PageFrame>
  );
}
