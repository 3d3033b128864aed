import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CAMPAIGNS_PAGE_SIZE } from '@client-admin/domain/campaigns/campaign-range';
import { CAMPAIGN_MESSAGES as M } from '@client-admin/domain/campaigns/campaign-messages';
import { toDollars } from '@client-admin/domain/money';
import { formatPrice } from '../../../lib/format-price';
import { PagedTable } from '../../../components/paged-table';
import { PageLoading } from '../../../components/page-loading';
import { ActionsHeaderCell } from '../../../lib/table/actions-header-cell';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignSummaryPanel } from './campaign-summary-panel';

const CAMPAIGNS_HEAD = (
  <>
    <TableCell>Campaign</TableCell>
    <TableCell>Quote type</TableCell>
    <TableCell>Call type</TableCell>
    <TableCell>Status</TableCell>
    <TableCell align="right">Active states</TableCell>
    <TableCell align="right">Calls this month</TableCell>
    <TableCell align="right">Spend this month</TableCell>
    <ActionsHeaderCell />
  </>
);

/** The client's campaigns (decision 0035), paged by 10, each with its 30-day summary. */
export function CampaignsPanel({ clientId }: { clientId: number }) {
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const campaigns = useCampaigns(clientId, { pageNum: page + 1, pageSize: CAMPAIGNS_PAGE_SIZE });
  useFailureToast(campaigns.isError, M.listFailed);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Campaigns
      </Typography>
      {campaigns.isPending && <PageLoading label="Loading campaigns" />}
      {campaigns.isError && <Alert severity="error">{M.listError}</Alert>}
      {campaigns.data?.metaData.totalRecords === 0 && (
        <Typography color="text.secondary">
          No campaigns. Campaigns are the call channels of corporate clients.
        </Typography>
      )}
      {campaigns.data && campaigns.data.metaData.totalRecords > 0 && (
        <PagedTable
          label="Campaigns"
          head={CAMPAIGNS_HEAD}
          total={campaigns.data.metaData.totalRecords}
          page={page}
          pageSize={CAMPAIGNS_PAGE_SIZE}
          onPage={setPage}
          outlined
          refreshing={campaigns.isFetching}
        >
          {campaigns.data.items.map((c) => (
            <TableRow key={c.id} selected={open === c.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.name}</TableCell>
              <TableCell>{c.quoteType}</TableCell>
              <TableCell>{c.callType ?? '—'}</TableCell>
              <TableCell>{c.status}</TableCell>
              <TableCell align="right">{c.activeStates}</TableCell>
              <TableCell align="right">{c.salesThisMonth}</TableCell>
              <TableCell align="right">{formatPrice(toDollars(c.spendThisMonthCents))}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  aria-expanded={open === c.id}
                  aria-label={`Summary of ${c.name}`}
                  onClick={() => setOpen(open === c.id ? null : c.id)}
                >
                  {open === c.id ? 'Hide' : 'Summary'}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </PagedTable>
      )}
      {open !== null && <CampaignSummaryPanel clientId={clientId} id={open} />}
    </Stack>
  );
}
