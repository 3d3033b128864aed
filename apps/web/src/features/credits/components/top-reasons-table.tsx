import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TopReason } from '@client-admin/contracts/credits';
import { ScrollCue } from '../../../components/scroll-cue';

/** A reason with its lead type: web and call reasons may read alike ("Other"). */
export const reasonLabel = (reason: TopReason) => `${reason.reasonText} (${reason.serviceType})`;

/** The counts of the chart as text. */
export function TopReasonsTable({ reasons }: { reasons: TopReason[] }) {
  return (
    <ScrollCue label="Top credit request reasons">
      <Table size="small" aria-label="Top credit request reasons">
        <TableHead>
          <TableRow>
            <TableCell>Reason</TableCell>
            <TableCell>Lead type</TableCell>
            <TableCell align="right">Requests</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {reasons.map((reason) => (
            <TableRow key={`${reason.serviceType}-${reason.reason}`}>
              <TableCell>{reason.reasonText}</TableCell>
              <TableCell>{reason.serviceType}</TableCell>
              <TableCell align="right">{reason.count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollCue>
  );
}
