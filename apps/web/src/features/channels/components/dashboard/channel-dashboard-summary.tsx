import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { ChannelDashboard } from '@client-admin/contracts/channels';
import { PRODUCT_TABS } from '../list/product-filter';
import { AttentionChannelList } from './attention-channel-list';
import { CountStat } from './count-stat';
import { ProductChannelStat } from './product-channel-stat';

/** Active of total per product, paused and incomplete counts, and what needs attention. */
export function ChannelDashboardSummary({
  clientId,
  dashboard,
}: {
  clientId: number;
  dashboard: ChannelDashboard;
}) {
  const product = (productTypeId?: number) =>
    dashboard.products.find((p) => p.productTypeId === productTypeId) ?? { total: 0, active: 0 };
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        {PRODUCT_TABS.filter((tab) => tab.productTypeId !== undefined).map((tab) => (
          <Grid key={tab.value} size={{ xs: 12, sm: 6, md: 3 }}>
            <ProductChannelStat label={tab.label} {...product(tab.productTypeId)} />
          </Grid>
        ))}
        <Grid size={{ xs: 6, md: 3 }}>
          <CountStat label="Paused" count={dashboard.paused} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <CountStat label="Incomplete" count={dashboard.incomplete} />
        </Grid>
      </Grid>
      <AttentionChannelList clientId={clientId} channels={dashboard.needsAttention} />
    </Stack>
  );
}
