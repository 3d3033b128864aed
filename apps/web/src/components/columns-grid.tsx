import Box, { type BoxProps } from '@mui/material/Box';

/** Grid columns: a count of equal ones, or a `grid-template-columns` value. */
type Columns = number | string;

const template = (columns: Columns) =>
  typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns;

interface ColumnsGridProps extends Omit<BoxProps, 'sx'> {
  /** Columns above 500 px (MUI's sm); two equal ones unless given. */
  sm?: Columns;
  /** Columns above 1000 px (MUI's md); as above 500 px unless given. */
  md?: Columns;
  /** The theme's spacing between cells. */
  gap?: number;
}

/**
 * Cells in a grid of one column on a phone that widens with the screen classes (seed 000 §2.2):
 * cards, charts and fields side by side.
 */
export function ColumnsGrid({ sm = 2, md, gap = 2, children, ...props }: ColumnsGridProps) {
  return (
    <Box
      {...props}
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: {
          xs: '1fr',
          sm: template(sm),
          ...(md === undefined ? {} : { md: template(md) }),
        },
      }}
    >
      {children}
    </Box>
  );
}
