import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Vendor } from '@client-admin/contracts/vendors';
import { VENDOR_KEY_MESSAGES as M } from '@client-admin/domain/lead-flow/vendor-key-messages';
import { ScrollCue } from '../../../components/scroll-cue';

const count = new Intl.NumberFormat('en-US');
// Phones have room for what matters: name, state and volume.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };

export function VendorsTable({
  vendors,
  onManageKeys,
}: {
  vendors: Vendor[];
  /** Opens the vendor's API keys (staff create, list and revoke them). */
  onManageKeys?: (vendor: Vendor) => void;
}) {
  return (
    <ScrollCue label="Vendors">
      <Table size="small" aria-label="Vendors">
        <TableHead>
          <TableRow>
            <TableCell sx={wideOnly}>ID</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Active</TableCell>
            <TableCell align="right">Lead volume</TableCell>
            {onManageKeys && <TableCell align="right">{M.manage}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {vendors.map((vendor) => (
            <TableRow key={vendor.id}>
              <TableCell sx={wideOnly}>{vendor.id}</TableCell>
              <TableCell>{vendor.name}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  label={vendor.isActive ? 'Active' : 'Inactive'}
                  color={vendor.isActive ? 'success' : 'default'}
                />
              </TableCell>
              <TableCell align="right">{count.format(vendor.leadVolume)}</TableCell>
              {onManageKeys && (
                <TableCell align="right">
                  <Button
                    size="small"
                    onClick={() => onManageKeys(vendor)}
                    aria-label={M.manageLabel(vendor.name)}
                  >
                    {M.manage}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollCue>
  );
}
