import { useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { defaultCreditFrom } from '@client-admin/domain/credits/credit-range';
import { dayOf } from '@client-admin/domain/leads/lead-range';
import type { DayRange } from '@client-admin/domain/day-range';
import { UrlTabsPage } from '../../../components/url-tabs-page';
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
  const tab: TabValue = search.tab ?? 'pending';
  const [range, setRange] = useState<DayRange>(() => lastMonth());

  return (
    <UrlTabsPage
      title="Credit Dialer"
      idPrefix="credits"
      tabsLabel="Credit views"
      tabs={TABS}
      tab={tab}
      defaultTab="pending"
    >
      {tab === 'pending' && <PendingCreditsPanel range={range} onRange={setRange} />}
      {tab === 'top' && <TopReasonsPanel range={range} onRange={setRange} />}
      {tab === 'dialer' && <DialerPanel />}
    </UrlTabsPage>
  );
}
