import { useSearch } from '@tanstack/react-router';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { UrlTabsPage } from '../../components/url-tabs-page';
import AccountPage from '../../features/clients/pages/account-page';
import { EmailHistoryPanel } from '../../features/email-history/components/email-history-panel';
import { ReactivationAttributeSwitch } from '../../features/reactivation/components/reactivation-attribute-switch';
import { AccountScheduleSection } from '../../features/schedules/components/account-schedule-section';
import { useAuth } from '../../lib/auth/use-auth';
import { useClientIdParam } from '../../lib/use-client-id-param';

export interface AccountSearch {
  tab?: 'email';
}

const TABS = [
  { value: 'account', label: 'Account' },
  { value: 'email', label: 'E-mail history' },
] as const;

/**
 * /client/{clientId}/account: the clients feature's account page with the account schedule; for
 * staff, beside it, the client's e-mail history (seed 002 §2) as a second tab.
 */
export default function AccountRoute() {
  const { flags } = useAuth();
  const clientId = useClientIdParam();
  const search: AccountSearch = useSearch({ strict: false });
  if (!flags.isStaff) return <AccountPage AccountSchedule={AccountScheduleSection} />;
  const tab = search.tab ?? 'account';
  return (
    <UrlTabsPage
      title="Account Info"
      idPrefix="account"
      tabsLabel="Account views"
      tabs={TABS}
      tab={tab}
      defaultTab="account"
    >
      {tab === 'email' ? (
        <EmailHistoryPanel clientId={clientId} isStaff />
      ) : (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <ReactivationAttributeSwitch clientId={clientId} />
          </Paper>
          <AccountPage AccountSchedule={AccountScheduleSection} showTitle={false} />
        </Stack>
      )}
    </UrlTabsPage>
  );
}
