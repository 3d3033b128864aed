import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientSearchPagination } from './client-search-pagination';

const renderPager = (totalIsLowerBound: boolean) =>
  render(
    <ClientSearchPagination
      totalRecords={1000}
      totalIsLowerBound={totalIsLowerBound}
      page={2}
      pageSize={10}
      onPageChange={() => {}}
    />,
  );

describe('ClientSearchPagination', () => {
  it('says "more than" when the search stopped counting at its bound', () => {
    renderPager(true);
    expect(screen.getByText('11–20 of more than 1,000')).toBeInTheDocument();
  });

  it('gives the exact count otherwise', () => {
    renderPager(false);
    expect(screen.getByText('11–20 of 1000')).toBeInTheDocument();
  });
});
