import AccountPage from '../../features/clients/pages/account-page';
import { AccountScheduleSection } from '../../features/schedules/components/account-schedule-section';

/** /client/{clientId}/account: the clients feature's account page with the account schedule. */
export default function AccountRoute() {
  return <AccountPage AccountSchedule={AccountScheduleSection} />;
}
