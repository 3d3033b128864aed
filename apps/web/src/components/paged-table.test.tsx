import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { PagedTable } from './paged-table';

const NAMES = Array.from({ length: 25 }, (_, i) => `Row ${i + 1}`);

function PagedRows({ pageSizes }: { pageSizes?: readonly number[] }) {
  const [page, setPage] = useState(2);
  const [pageSize, setPageSize] = useState(10);
  const rows = NAMES.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <PagedTable
      label="Rows"
      head={<TableCell>Name</TableCell>}
      total={NAMES.length}
      page={page}
      pageSize={pageSize}
      onPage={setPage}
      {...(pageSizes ? { pageSizes, onPageSize: setPageSize } : {})}
    >
      {rows.map((name) => (
        <TableRow key={name}>
          <TableCell>{name}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}

describe('PagedTable', () => {
  it('shows a page of rows under its head and turns pages', async () => {
    const user = userEvent.setup();
    render(<PagedRows />);
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();
    expect(within(table).getByText('Row 11')).toBeInTheDocument();
  });

  it('goes back to the first page when the page size changes', async () => {
    const user = userEvent.setup();
    render(<PagedRows pageSizes={[10, 25]} />);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(screen.getByText('1–25 of 25')).toBeInTheDocument();
  });
});
