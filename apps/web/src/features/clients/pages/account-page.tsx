import type { ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientType } from '@client-admin/domain/client-types';
import { useAuth } from '../../../lib/auth/use-auth';
import { useAccount } from '../api/get-account';
import { useClient } from '../../../lib/current-client';
import { AccountForm } from '../components/account/account-form';
import { StaffAccountControls } from '../components/account/staff-account-controls';
import { ChangeLogSection } from '../components/change-log/change-log-section';
import { LoginsSection } from '../components/logins/logins-section';
import { PageLoading } from '../../../components/page-loading';
import { useClientIdParam } from '../../../lib/use-client-id-param';
import { errorMessage } from '../../../lib/error-message';

interface AccountPageProps {
  /** The client's account schedule (the schedules feature's section, composed in app/). */
  AccountSchedule: ComponentType<{ clientId: number; clientType: ClientType }>;
  /** False inside a page of tabs, which has the title (the staff's account page). */
  showTitle?: boolean;
}

export default function AccountPage({ AccountSchedule, showTitle = true }: AccountPageProps) {
  const clientId = useClientIdParam();
  const { flags } = useAuth();
  const { data: account, isPending, error } = useAccount(clientId);
  const client = useClient(clientId);
  // The API lets client services (and admins, for status) do these; other staff would get a 403.
  const canManageLogins = flags.isClientServices;
  const canChangeStatus = flags.isClientServices || flags.isAdmin;

  return (
    <Stack spacing={3} sx={showTitle ? { p: { xs: 2, md: 3 } } : {}}>
      {showTitle && (
        <Typography variant="h4" component="h1">
          Account Info
        </Typography>
      )}
      {isPending && <PageLoading label="Loading account" />}
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {account && (
        <>
          {flags.isStaff && (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <StaffAccountControls
                clientId={clientId}
                status={account.status}
                canChangeStatus={canChangeStatus}
              />
            </Paper>
          )}
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <AccountForm clientId={clientId} account={account} isStaff={flags.isStaff} />
          </Paper>
          {client.data && (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <AccountSchedule clientId={clientId} clientType={client.data.clientType} />
            </Paper>
          )}
          {canManageLogins && (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <Stack spacing={3} divider={<Divider flexItem />}>
                <LoginsSection clientId={clientId} />
                <ChangeLogSection clientId={clientId} />
              </Stack>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
