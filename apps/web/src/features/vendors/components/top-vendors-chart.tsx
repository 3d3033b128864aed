import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Vendor } from '@client-admin/contracts/vendors';

const count = new Intl.NumberFormat('en-US');

/** Horizontal bars of lead volume; each bar's text says what it shows, the bar itself is decoration. */
export function TopVendorsChart({ vendors }: { vendors: Vendor[] }) {
  const largest = Math.max(1, ...vendors.map((vendor) => vendor.leadVolume));
  return (
    <Box component="ol" aria-label="Lead volume by vendor" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {vendors.map((vendor) => (
        <Box component="li" key={vendor.id} sx={{ mb: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" noWrap>
              {vendor.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {count.format(vendor.leadVolume)} leads
            </Typography>
          </Box>
          <Box
            aria-hidden
            sx={{ height: 8, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
          >
            <Box
              sx={{
                height: '100%',
                width: `${(vendor.leadVolume / largest) * 100}%`,
                bgcolor: 'primary.main',
              }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
