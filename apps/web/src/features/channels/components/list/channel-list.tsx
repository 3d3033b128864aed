import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES, CHANNEL_PAGE_SIZE } from '@client-admin/domain/channel-messages';
import { pageSlice } from '../../../../lib/table/page-slice';
import { useToast } from '../../../../lib/toast';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { PageLoading } from '../../../../components/page-loading';
import { useChannels } from '../../api/get-channels';
import { useUnpauseChannel } from '../../api/unpause-channel';
import { ChannelActionDialog, type OpenDialog } from './channel-action-dialog';
import { ChannelListEmpty } from './channel-list-empty';
import type { ChannelAction } from './channel-row-actions';
import { ChannelTable } from './channel-table';
import { channelsOfProduct, PRODUCT_TABS, type ProductFilter } from './product-filter';
import { TablePager } from '../../../../components/table-pager';

interface ChannelListProps {
  clientId: number;
  isCorporate: boolean;
}

/** The client's channels by product, 10 a page (seed 001 §2), with each row's actions. */
export function ChannelList({ clientId, isCorporate }: ChannelListProps) {
  const toast = useToast();
  const { data: channels, isPending, isError } = useChannels(clientId);
  const unpause = useUnpauseChannel(clientId);
  const [product, setProduct] = useState<ProductFilter>('all');
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  useFailureToast(isError, CHANNEL_MESSAGES.getChannels);

  if (isPending) return <PageLoading label="Loading channels" />;
  if (isError) return <Alert severity="error">{CHANNEL_MESSAGES.getChannels}</Alert>;
  if (channels.length === 0) {
    return <ChannelListEmpty clientId={clientId} isCorporate={isCorporate} />;
  }

  const shown = channelsOfProduct(channels, product);
  const { page: current, rows: pageRows } = pageSlice(shown, page, CHANNEL_PAGE_SIZE);

  const onAction = (action: ChannelAction, channel: ChannelSummary) => {
    if (action !== 'unpause') return setDialog({ action, channel });
    unpause.mutate(channel.id, { onError: () => toast.error(CHANNEL_MESSAGES.unpauseChannel) });
  };

  return (
    <Stack spacing={1}>
      <Tabs
        value={product}
        onChange={(_event, value: ProductFilter) => {
          setProduct(value);
          setPage(0);
        }}
        aria-label="Product"
      >
        {PRODUCT_TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
      <ChannelTable channels={pageRows} onAction={onAction} />
      <TablePager
        total={shown.length}
        page={current}
        pageSize={CHANNEL_PAGE_SIZE}
        onPage={setPage}
      />
      {dialog && <ChannelActionDialog open={dialog} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
