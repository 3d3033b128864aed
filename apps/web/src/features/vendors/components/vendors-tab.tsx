import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Vendor } from '@client-admin/contracts/vendors';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { useTopVendors } from '../api/get-top-vendors';
import { useVendors } from '../api/get-vendors';
import { TopVendorsChart } from './top-vendors-chart';
import { VendorApiKeysDialog } from './vendor-api-keys-dialog';
import { VendorsCard } from './vendors-card';
import { VendorsTable } from './vendors-table';

const TOP_COUNT = 10;

/** Vendors tab of /product-admin: every vendor with its API keys, and the top ten by volume. */
export function VendorsTab() {
  const vendors = useVendors();
  const top = useTopVendors(TOP_COUNT);
  const [keysOf, setKeysOf] = useState<Vendor | null>(null);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        alignItems: 'start',
      }}
    >
      <VendorsCard
        headingId="vendors-heading"
        title="Vendors"
        query={vendors}
        loadingLabel="Loading vendors"
        failureMessage={CHANNEL_MESSAGES.getVendors}
        emptyText="No vendors yet."
      >
        {(rows) => <VendorsTable vendors={rows} onManageKeys={setKeysOf} />}
      </VendorsCard>
      <VendorsCard
        headingId="top-vendors-heading"
        title="Top vendors"
        query={top}
        loadingLabel="Loading top vendors"
        failureMessage={CHANNEL_MESSAGES.getTopVendors}
        emptyText="No leads from vendors yet."
      >
        {(rows) => <TopVendorsChart vendors={rows} />}
      </VendorsCard>
      {keysOf && <VendorApiKeysDialog vendor={keysOf} onClose={() => setKeysOf(null)} />}
    </Box>
  );
}
