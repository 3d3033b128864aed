import { useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeatureFlagAuditItem } from '@client-admin/contracts/features';
import { formatDateTime } from '../../../lib/format';
import { useFeatureFlagAudit } from '../api/get-feature-flag-audit';

const PAGE_SIZE = 10;

const ACTIONS: Record<FeatureFlagAuditItem['action'], string> = {
  'flag.update': 'Flag updated',
  'rule.create': 'Rule added',
  'rule.update': 'Rule changed',
  'rule.delete': 'Rule deleted',
};

const describe = (value: Record<string, unknown> | null) =>
  value === null
    ? '—'
    : Object.entries(value)
        .filter(
          ([key]) => !['id', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'].includes(key),
        )
        .map(([key, entry]) => `${key}: ${entry === null ? '—' : String(entry)}`)
        .join(', ');

/** Every change of one flag, newest first. */
export function FeatureFlagAudit({ flag }: { flag: string }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useFeatureFlagAudit(flag, { page, pageSize: PAGE_SIZE });
  if (isLoading) return <CircularProgress size={24} aria-label={`Loading audit of ${flag}`} />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const items = data?.items ?? [];
  return (
    <Stack spacing={1} component="section" aria-label={`Audit of ${flag}`}>
      <Typography variant="subtitle2" component="h3">
        Audit
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No changes yet.
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText
                primary={`${ACTIONS[item.action]} by ${item.actorEmail} on ${formatDateTime(item.at)}`}
                secondary={`Before: ${describe(item.before)} · After: ${describe(item.after)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {(data?.metaData.totalPages ?? 0) > 1 && (
        <Pagination
          size="small"
          count={data?.metaData.totalPages ?? 1}
          page={page}
          onChange={(_, next) => setPage(next)}
        />
      )}
    </Stack>
  );
}
