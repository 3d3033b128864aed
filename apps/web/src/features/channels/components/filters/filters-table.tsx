import { useId } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SubscriptionFilter, SubscriptionFilterType } from '@client-admin/contracts/channels';
import { RowRefusal, refusedRowSx } from '../../../../components/row-refusal';
import { ActionsHeaderCell } from '../../../../lib/table/actions-header-cell';
import { useScreenClass } from '../../../../lib/use-screen-class';
import { filterValueLabel } from './filters-state';
import { ScrollCue } from '../../../../components/scroll-cue';

interface FiltersTableProps {
  filters: SubscriptionFilter[];
  types: SubscriptionFilterType[];
  /** What a refused save said of a filter, by its place in the list (issue 36). */
  rowErrors?: ReadonlyMap<number, string>;
  onRemove: (index: number) => void;
}

/** The channel's filters; at 500 px and below operator and value go under the filter's name. */
export function FiltersTable({ filters, types, rowErrors, onRemove }: FiltersTableProps) {
  const xs = useScreenClass('xs');
  const tableId = useId();
  const columns = xs ? 2 : 4;
  return (
    <ScrollCue label="Channel filters">
      <Table size="small" aria-label="Channel filters">
        <TableHead>
          <TableRow>
            <TableCell>Filter</TableCell>
            {!xs && <TableCell>Operator</TableCell>}
            {!xs && <TableCell>Value</TableCell>}
            <ActionsHeaderCell align="right" />
          </TableRow>
        </TableHead>
        <TableBody>
          {filters.map((filter, index) => {
            const refused = rowErrors?.get(index);
            const errorId = `${tableId}-error-${index}`;
            return (
              // New filters all have id -1, so the position tells them apart.
              <TableRow key={`${filter.subscriptionFilterId}-${index}`}>
                <TableCell sx={{ overflowWrap: 'anywhere', ...(refused ? refusedRowSx : {}) }}>
                  {filter.subscriptionFilterTypeName}
                  {xs && (
                    <Typography variant="body2" color="text.secondary">
                      {`${filter.subscriptionFilterTypeOperator} ${filterValueLabel(filter, types)}`}
                    </Typography>
                  )}
                  {refused && <RowRefusal id={errorId} message={refused} />}
                </TableCell>
                {!xs && <TableCell>{filter.subscriptionFilterTypeOperator}</TableCell>}
                {!xs && <TableCell>{filterValueLabel(filter, types)}</TableCell>}
                <TableCell align="right" sx={{ pr: xs ? 0 : undefined }}>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Remove filter ${filter.subscriptionFilterTypeName}`}
                    aria-describedby={refused ? errorId : undefined}
                    onClick={() => onRemove(index)}
                  >
                    Remove
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
          {filters.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns} align="center" sx={{ py: 3 }}>
                This channel has no filters.
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollCue>
  );
}
