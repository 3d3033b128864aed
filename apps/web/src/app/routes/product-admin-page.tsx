import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';
import { VendorsTab } from '../../features/vendors/components/vendors-tab';
import { PackagesTab } from '../../features/packages/components/packages-tab';
import { LookupValuesTab } from '../../features/lookup-values/components/lookup-values-tab';
import { PromosTab } from '../../features/billing/components/promo-definitions/promos-tab';

const AREAS = [
  {
    title: 'Feature Flags',
    href: paths.productAdminFlags(),
    text: 'Defaults, carrier, client type and client rules, and their audit.',
  },
];

const TABS = [
  { key: 'packages', label: 'Packages', Panel: PackagesTab },
  { key: 'vendors', label: 'Vendors', Panel: VendorsTab },
  { key: 'lookup-values', label: 'Lookup Values', Panel: LookupValuesTab },
  { key: 'promos', label: 'Promos', Panel: PromosTab },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /product-admin: packages, vendors, lookup values and promos, and a way to the feature flags. */
export default function ProductAdminPage() {
  const [tab, setTab] = useState<TabKey>('packages');
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Product Admin
      </Typography>
      <Grid container spacing={2}>
        {AREAS.map((area) => (
          <Grid key={area.href} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={AppLink} href={area.href} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {area.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {area.text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box>
        <Tabs
          value={tab}
          onChange={(_event, value: TabKey) => setTab(value)}
          aria-label="Product admin sections"
          // Four tabs are wider than a phone: they scroll sideways there.
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {TABS.map(({ key, label }) => (
            <Tab
              key={key}
              value={key}
              label={label}
              id={`product-admin-tab-${key}`}
              aria-controls={`product-admin-panel-${key}`}
            />
          ))}
        </Tabs>
        {TABS.map(({ key, Panel }) => (
          <div
            key={key}
            role="tabpanel"
            id={`product-admin-panel-${key}`}
            aria-labelledby={`product-admin-tab-${key}`}
            hidden={tab !== key}
          >
            {tab === key && <Panel />}
          </div>
        ))}
      </Box>
    </Stack>
  );
}
