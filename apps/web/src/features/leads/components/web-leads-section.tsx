import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { WebLeadDelivery } from '@client-admin/contracts/leads';
import {
  DEFAULT_WEB_LEAD_SORT,
  LEADS_PAGE_SIZE,
  WEB_LEAD_SORTS,
  type WebLeadSort,
} from '@client-admin/domain/leads/leads-constants';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { PagedTable } from '../../../components/paged-table';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useWebLeads } from '../api/get-web-tracking';
import { ListFilters } from './list-filters';
import { useListControls } from './use-list-controls';
import { ListStatus } from './list-status';

const SORT_LABELS: Record<WebLeadSort, string> = {
  '-DELIVERY_DATETIME_UTC': 'Newest first',
  DELIVERY_DATETIME_UTC: 'Oldest first',
  '-PRICE': 'Highest price first',
  PRICE: 'Lowest price first',
  '-CHANNEL': 'Channel Z–A',
  CHANNEL: 'Channel A–Z',
};

const DELIVERY_LABELS = { pending: 'Pending', sent: 'Sent', failed: 'Failed' } as const;
const DELIVERY_KINDS = { email: 'E-mail', crm: 'CRM' } as const;
const DELIVERY_COLORS = {
  pending: 'text.secondary',
  sent: 'success.main',
  failed: 'error.main',
} as const;

/** A lead's deliveries inside its row, a line each: what, where to, and how it went. */
function DeliveryLines({ deliveries }: { deliveries: readonly WebLeadDelivery[] }) {
  if (deliveries.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {deliveries.map((d) => (
        <Box component="li" key={d.id} sx={{ whiteSpace: 'nowrap' }}>
          {`${DELIVERY_KINDS[d.kind]} to ${d.to}: `}
          <Box component="span" sx={{ color: DELIVERY_COLORS[d.status], fontWeight: 500 }}>
            {DELIVERY_LABELS[d.status]}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const WEB_LEADS_HEAD = (
  <>
    <TableCell>Delivered</TableCell>
    <TableCell>Name</TableCell>
    <TableCell>E-mail</TableCell>
    <TableCell>Phone</TableCell>
    <TableCell>Zip</TableCell>
    <TableCell>Channel</TableCell>
    <TableCell align="right">Price</TableCell>
    <TableCell>Deliveries</TableCell>
  </>
);

/**
 * The web lead list (lead tracking): paged by 10 on the server, latest delivery first, one row a
 * lead with its deliveries (e-mail, CRM posts) a line each inside it (issue 36).
 */
export function WebLeadsSection({ clientId }: { clientId: number }) {
  const { q, page, setPage, filters } = useListControls<WebLeadSort>(DEFAULT_WEB_LEAD_SORT);
  const { range, sort } = filters;
  const leads = useWebLeads(clientId, {
    pageNum: page + 1,
    pageSize: LEADS_PAGE_SIZE,
    sortBy: sort,
    from: range.from,
    to: range.to,
    ...(q ? { search: q } : {}),
  });
  useFailureToast(leads.isError, M.failedToLoadLeads);
  const items = leads.isError ? [] : (leads.data?.items ?? []);
  const meta = leads.data?.metaData;
  const total = leads.isError ? 0 : (meta?.totalRecords ?? 0);

  return (
    <Stack spacing={2}>
      <ListFilters
        label="Web leads"
        placeholder="Name, e-mail, phone, zip or channel"
        sorts={WEB_LEAD_SORTS}
        sortLabels={SORT_LABELS}
        {...filters}
      />
      <ListStatus
        what="web leads"
        isPending={leads.isPending}
        isError={leads.isError}
        errorMessage={M.failedToLoadLeads}
        first={page * LEADS_PAGE_SIZE + 1}
        shown={items.length}
        total={total}
        totalIsLowerBound={meta?.totalIsLowerBound}
      />
      {items.length > 0 && (
        <PagedTable
          label="Web leads"
          head={WEB_LEADS_HEAD}
          total={total}
          page={page}
          pageSize={LEADS_PAGE_SIZE}
          onPage={setPage}
          refreshing={leads.isPlaceholderData}
        >
          {items.map((lead) => (
            <TableRow key={lead.id} hover>
              <TableCell>
                <Link
                  component={AppLink}
                  href={paths.client.leadDetails(clientId, lead.id, { leadType: 'Web' })}
                >
                  {formatDateTime(lead.deliveredAt)}
                </Link>
              </TableCell>
              <TableCell>{`${lead.firstName} ${lead.lastName}`}</TableCell>
              <TableCell>{lead.email}</TableCell>
              <TableCell>{lead.phone}</TableCell>
              <TableCell>{lead.zipCode}</TableCell>
              <TableCell>{lead.channelName}</TableCell>
              <TableCell align="right">{formatPrice(lead.price)}</TableCell>
              <TableCell>
                <DeliveryLines deliveries={lead.deliveries} />
              </TableCell>
            </TableRow>
          ))}
        </PagedTable>
      )}
    </Stack>
  );
}
