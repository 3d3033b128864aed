import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PackageDetail } from '@client-admin/contracts/packages';
import { EditDeleteCell } from '../../../lib/table/edit-delete-cell';
import { pageSlice } from '../../../lib/table/page-slice';
import { formatPrice } from '../../../lib/format-price';
import { TablePager } from '../../../components/table-pager';
import { ScrollCue } from '../../../components/scroll-cue';

const PAGE_SIZES = [25, 50, 100];

interface PackagesTableProps {
  rows: PackageDetail[];
  carrierLabel: (code: string | null) => string;
  onEdit: (pkg: PackageDetail) => void;
  onDelete: (pkg: PackageDetail) => void;
}

/** The packages, paged in the browser (the catalogue is a few hundred rows at most). */
export function PackagesTable({ rows, carrierLabel, onEdit, onDelete }: PackagesTableProps) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const { page: shownPage, rows: shown } = pageSlice(rows, page, pageSize);
  return (
    <>
      <ScrollCue label="Packages">
        <Table size="small" aria-label="Packages">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Carrier</TableCell>
              <TableCell>Quote type</TableCell>
              <TableCell>Product</TableCell>
              <TableCell align="right">Cost</TableCell>
              <TableCell align="right">Max sold</TableCell>
              <TableCell>Active</TableCell>
              <TableCell align="right">Modifiers</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((pkg) => (
              <TableRow key={pkg.id} hover>
                <TableCell sx={{ minWidth: 180 }}>{pkg.name}</TableCell>
                <TableCell>{carrierLabel(pkg.carrier)}</TableCell>
                <TableCell>{pkg.quoteTypeLabel}</TableCell>
                <TableCell>{pkg.serviceType}</TableCell>
                <TableCell align="right">{formatPrice(pkg.cost)}</TableCell>
                <TableCell align="right">{pkg.maxSold}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={pkg.isActive ? 'Active' : 'Inactive'}
                    color={pkg.isActive ? 'success' : 'default'}
                    variant="outlined"
                  />
                </TableCell>
                <TableCell align="right">{pkg.priceModifiers.length}</TableCell>
                <EditDeleteCell
                  name={pkg.name}
                  onEdit={() => onEdit(pkg)}
                  onDelete={() => onDelete(pkg)}
                />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollCue>
      <TablePager
        total={rows.length}
        page={shownPage}
        pageSize={pageSize}
        onPage={setPage}
        pageSizes={PAGE_SIZES}
        onPageSize={setPageSize}
      />
    </>
  );
}
