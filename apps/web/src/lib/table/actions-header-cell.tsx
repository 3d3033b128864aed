import Box from '@mui/material/Box';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import { visuallyHidden } from '../visually-hidden';

/** The header of a row-actions column: blank on screen, "Actions" to screen readers. */
export function ActionsHeaderCell({ align }: Pick<TableCellProps, 'align'>) {
  return (
    // Positioned, so the hidden label stays inside a table that scrolls sideways on a phone.
    <TableCell align={align} sx={{ position: 'relative' }}>
      <Box component="span" sx={visuallyHidden}>
        Actions
      </Box>
    </TableCell>
  );
}
