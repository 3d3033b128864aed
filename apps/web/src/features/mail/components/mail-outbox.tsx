import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLIENT_LIST_PAGE_SIZE, DEBOUNCE_MS } from '@client-admin/domain/constants';
import { MESSAGES } from '@client-admin/domain/messages';
import { useMailOutbox } from '../api/get-mail-outbox';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { MailMessageItem } from './mail-message-item';
import { TablePager } from '../../../components/table-pager';

const PAGE_SIZES = [10, 20, 50, 100] as const;

export function MailOutbox() {
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(CLIENT_LIST_PAGE_SIZE);
  const debouncedTo = useDebouncedValue(to.trim(), DEBOUNCE_MS);
  const { data, isPending, isFetching, error } = useMailOutbox({
    page: page + 1,
    pageSize,
    to: debouncedTo,
  });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          label="To"
          placeholder="Filter by recipient"
          type="search"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setPage(0);
          }}
          sx={{ flex: 1, maxWidth: 420 }}
        />
        {isFetching && <CircularProgress size={24} aria-label="Loading mail" />}
      </Stack>
      {error && <Alert severity="error">{error.message || MESSAGES.requestFailed}</Alert>}
      {isPending && !error && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading mail" />
        </Box>
      )}
      {data?.items.length === 0 && (
        <Typography color="text.secondary">No messages in the outbox.</Typography>
      )}
      {data && data.items.length > 0 && (
        <Box>
          {data.items.map((message) => (
            <MailMessageItem key={message.id} message={message} />
          ))}
          <TablePager
            total={data.metaData.totalRecords}
            page={page}
            pageSize={pageSize}
            onPage={setPage}
            pageSizes={PAGE_SIZES}
            onPageSize={setPageSize}
          />
        </Box>
      )}
    </Stack>
  );
}
