import { useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { defaultCreditFrom } from '@client-admin/domain/credits/credit-range';
import { dayOf } from '@client-admin/domain/leads/lead-range';
import type { DayRange } from '../../../components/day-range-fields';
import { DialerPanel } from '../components/dialer-panel';
import { PendingCreditsPanel } from '../components/pending-credits-panel';
import { TopReasonsPanel } from '../components/top-reasons-panel';

export interface CreditDialerSearch {
  tab?: 'top' | 'dialer';
}

const TABS = [
  { value: 'pending', label: 'Pending credits' },
  { value: 'top', label: 'Top reasons' },
  { value: 'dialer', label: 'Dialer' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** Seed 002 §9: the credits lists cover the last month by default. */
const lastMonth = (now: Date = new Date()): DayRange => ({
  from: defaultCreditFrom(now),
  to: dayOf(now),
});

/**
 * /creditDialer (staff): the credit requests to decide, their top reasons over the same range,
 * and the dialer that calls a consumer before deciding (seed 002 §2). The tab is in the URL.
 */
export default function CreditDialerPage() {
  const search: CreditDialerSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const tab: TabValue = search.tab ?? 'pending';
  const [range, setRange] = useState<DayRange>(() => lastMonth());

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Credit Dialer
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Credit views"
          onChange={(_event, value: TabValue) =>
            void navigate({
              to: '.',
              search: value === 'pending' ? {} : { tab: value },
              replace: true,
            })
          }
        >
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`credits-tab-${t.value}`}
              aria-controls={`credits-panel-${t.value}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`credits-panel-${tab}`} aria-labelledby={`credits-tab-${tab}`}>
        {tab === 'pending' && <PendingCreditsPanel range={range} onRange={setRange} />}
        {tab === 'top' && <TopReasonsPanel range={range} onRange={setRange} />}
        {tab === 'dialer' && <DialerPanel />}
      </Box>
    </Stack>
  );
}
