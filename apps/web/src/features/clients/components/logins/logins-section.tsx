import { useState } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { ClientLogin } from '@client-admin/contracts/logins';
import { formatDateTime } from '../../../../lib/format';
import { ActionsHeaderCell } from '../../../../lib/table/actions-header-cell';
import { RecordCard, RecordCardList } from '../../../../components/record-card';
import { useScreenClass } from '../../../../lib/use-screen-class';
import { useClientLogins } from '../../api/get-client-logins';
import { errorMessage } from '../../../../lib/error-message';
import { LoginEditDialog, isLocked } from './login-edit-dialog';
import { ScrollCue } from '../../../../components/scroll-cue';

export function LoginsSection({ clientId }: { clientId: number }) {
  const { data: logins, isPending, error } = useClientLogins(clientId);
  const [editing, setEditing] = useState<ClientLogin | null>(null);
  const xs = useScreenClass('xs');
  const editButton = (login: ClientLogin) => (
    <IconButton aria-label={`Edit login ${login.email}`} onClick={() => setEditing(login)}>
      <EditIcon />
    </IconButton>
  );

  return (
    <section aria-labelledby="logins-heading">
      <Typography id="logins-heading" variant="h6" component="h2" gutterBottom>
        Logins
      </Typography>
      {isPending && <Skeleton variant="rounded" height={96} aria-label="Loading logins" />}
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {logins?.length === 0 && <Typography color="text.secondary">No logins yet.</Typography>}
      {xs && logins && logins.length > 0 && (
        <RecordCardList label="Logins">
          {logins.map((login) => (
            <RecordCard
              key={login.id}
              title={login.email}
              actions={editButton(login)}
              fields={[
                { label: 'Name', value: `${login.firstName} ${login.lastName}` },
                { label: 'Enabled', value: login.accountEnabled ? 'Yes' : 'No' },
                {
                  label: 'Locked until',
                  value: isLocked(login) ? formatDateTime(login.lockedUntil) : '—',
                },
                { label: 'Last login', value: formatDateTime(login.lastLoginAt) || '—' },
              ]}
            />
          ))}
        </RecordCardList>
      )}
      {!xs && logins && logins.length > 0 && (
        <ScrollCue label="Logins">
          <Table size="small" aria-labelledby="logins-heading">
            <TableHead>
              <TableRow>
                <TableCell>E-mail</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Enabled</TableCell>
                <TableCell>Locked until</TableCell>
                <TableCell>Last login</TableCell>
                <ActionsHeaderCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {logins.map((login) => (
                <TableRow key={login.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{login.email}</TableCell>
                  <TableCell>{`${login.firstName} ${login.lastName}`}</TableCell>
                  <TableCell>{login.accountEnabled ? 'Yes' : 'No'}</TableCell>
                  <TableCell>{isLocked(login) ? formatDateTime(login.lockedUntil) : '—'}</TableCell>
                  <TableCell>{formatDateTime(login.lastLoginAt) || '—'}</TableCell>
                  <TableCell align="right">{editButton(login)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollCue>
      )}
      {editing && (
        <LoginEditDialog clientId={clientId} login={editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
