import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { useFailureToast } from '../../packages/hooks/use-failure-toast';
import { useTopVendors } from '../api/get-top-vendors';
import { useVendors } from '../api/get-vendors';
import { TopVendorsChart } from './top-vendors-chart';
import { VendorsTable } from './vendors-table';

const TOP_COUNT = 10;

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** Vendors tab of /product-admin: every vendor, and the top ten by lead volume. */
export function VendorsTab() {
  const vendors = useVendors();
  const top = useTopVendors(TOP_COUNT);
  useFailureToast(vendors.isError, CHANNEL_MESSAGES.getVendors);
  useFailureToast(top.isError, CHANNEL_MESSAGES.getTopVendors);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        alignItems: 'start',
      }}
    >
      <Card variant="outlined" component="section" aria-labelledby="vendors-heading">
        <CardContent>
          <Typography variant="h6" component="h2" id="vendors-heading" gutterBottom>
            Vendors
          </Typography>
          {vendors.isPending ? (
            <Loading label="Loading vendors" />
          ) : vendors.isError ? (
            <Alert severity="error">{CHANNEL_MESSAGES.getVendors}</Alert>
          ) : vendors.data.length === 0 ? (
            <Typography color="text.secondary">No vendors yet.</Typography>
          ) : (
            <VendorsTable vendors={vendors.data} />
          )}
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="top-vendors-heading">
        <CardContent>
          <Typography variant="h6" component="h2" id="top-vendors-heading" gutterBottom>
            Top vendors
          </Typography>
          {top.isPending ? (
            <Loading label="Loading top vendors" />
          ) : top.isError ? (
            <Alert severity="error">{CHANNEL_MESSAGES.getTopVendors}</Alert>
          ) : top.data.length === 0 ? (
            <Typography color="text.secondary">No leads from vendors yet.</Typography>
          ) : (
            <TopVendorsChart vendors={top.data} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
