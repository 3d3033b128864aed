import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChannelCounts } from '@client-admin/contracts/channels';
import { PRODUCT_TABS } from './product-filter';

function CountCard({ title, total, active }: { title: string; total: number; active: number }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`${title} channels`}
      sx={{ px: 2, py: 1.5, minWidth: 140, flex: { xs: 1, sm: 'initial' } }}
    >
      <Typography variant="overline" component="h2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h5" component="p">
        {total}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {active} active
      </Typography>
    </Paper>
  );
}

/** Channel counts by product (1 Web, 2 Call) and overall. */
export function ChannelCountsHeader({ counts }: { counts: ChannelCounts }) {
  const product = (productTypeId?: number) =>
    counts.products.find((p) => p.productTypeId === productTypeId) ?? { total: 0, active: 0 };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {PRODUCT_TABS.filter((tab) => tab.productTypeId !== undefined).map((tab) => (
        <CountCard key={tab.value} title={tab.label} {...product(tab.productTypeId)} />
      ))}
      <CountCard title="All" total={counts.total} active={counts.active} />
    </Stack>
  );
}
