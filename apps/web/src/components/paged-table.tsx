import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ScrollCue } from './scroll-cue';
import { TablePager, type TablePagerProps } from './table-pager';

interface PagedTableProps extends TablePagerProps {
  /** The table's accessible name. */
  label: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The page's rows. */
  children: ReactNode;
  /** On an outlined paper (the admin lists) rather than bare (the leads lists). */
  outlined?: boolean;
  /** Another page is loading: a progress bar over the table ("Loading <label>"). */
  refreshing?: boolean;
}

/**
 * One page of a list as a compact table that scrolls sideways when narrow (with the scroll cue),
 * its pager below.
 */
export function PagedTable({
  label,
  head,
  children,
  outlined = false,
  refreshing = false,
  ...pager
}: PagedTableProps) {
  const progress = refreshing && <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} />;
  const table = (
    <ScrollCue label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </ScrollCue>
  );
  const content = (
    <>
      {progress}
      {table}
      <TablePager {...pager} />
    </>
  );
  if (!outlined) return <Box sx={{ minWidth: 0 }}>{content}</Box>;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {content}
    </Paper>
  );
}
