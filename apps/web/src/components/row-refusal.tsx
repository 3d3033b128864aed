import Box from '@mui/material/Box';

/** A list row a refused request named: a red edge on its start side (issue 36). */
export const refusedRowSx = { borderLeft: 4, borderLeftColor: 'error.main' } as const;

/**
 * What a refused request said of a list row, on its own line inside the row's secondary text
 * (a span: that text is a paragraph). Its id describes the row's controls.
 */
export function RowRefusal({ id, message }: { id: string; message: string }) {
  return (
    <Box
      component="span"
      id={id}
      sx={{ display: 'block', color: 'error.main', overflowWrap: 'anywhere' }}
    >
      {message}
    </Box>
  );
}
