import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../lib/toast';
import { CACHE_PREFIXES, useFlushCache, type CachePrefix } from '../api/flush-cache';
import { StaffToolCard } from './staff-tool-card';

const LABELS: Record<CachePrefix, string> = {
  all: 'Everything',
  flags: 'Feature flags',
  options: 'Option lists',
};

/** Empties the API's cache, all of it or one prefix (seed 000 §7 'Other'). */
export function FlushCacheCard() {
  const toast = useToast();
  const flush = useFlushCache();
  const [prefix, setPrefix] = useState<CachePrefix>('all');
  return (
    <StaffToolCard id="flush-cache" title="Flush caches">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          The API keeps feature flags and option lists in memory for a while. Flush them after a
          change made outside the portal.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label="Cache"
            value={prefix}
            onChange={(event) => setPrefix(event.target.value as CachePrefix)}
            sx={{ minWidth: 200 }}
          >
            {CACHE_PREFIXES.map((value) => (
              <MenuItem key={value} value={value}>
                {LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={flush.isPending}
            onClick={() =>
              flush.mutate(prefix, {
                onSuccess: ({ flushed }) => toast.success(`Cache flushed (${flushed} entries)`),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Flush
          </Button>
        </Stack>
      </Stack>
    </StaffToolCard>
  );
}
