import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SubscriptionFilter, SubscriptionFilterType } from '@client-admin/contracts/channels';
import { ActionsHeaderCell } from '../../../../lib/table/actions-header-cell';
import { filterValueLabel } from './filters-state';

interface FiltersTableProps {
  filters: SubscriptionFilter[];
  types: SubscriptionFilterType[];
  onRemove: (index: number) => void;
}

export function FiltersTable({ filters, types, onRemove }: FiltersTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Channel filters">
        <TableHead>
          <TableRow>
            <TableCell>Filter</TableCell>
            <TableCell>Operator</TableCell>
            <TableCell>Value</TableCell>
            <ActionsHeaderCell align="right" />
          </TableRow>
        </TableHead>
        <TableBody>
          {filters.map((filter, index) => (
            // New filters all have id -1, so the position tells them apart.
            <TableRow key={`${filter.subscriptionFilterId}-${index}`}>
              <TableCell>{filter.subscriptionFilterTypeName}</TableCell>
              <TableCell>{filter.subscriptionFilterTypeOperator}</TableCell>
              <TableCell>{filterValueLabel(filter, types)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove filter ${filter.subscriptionFilterTypeName}`}
                  onClick={() => onRemove(index)}
                >
                  Remove
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {filters.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ py: 3 }}>
                This channel has no filters.
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
