import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClientRule } from '@client-admin/contracts/client-rules';
import { CLIENT_RULE_MESSAGES as M } from '@client-admin/domain/client-rules/client-rule-messages';
import { hasAnyRole, ROLE_GROUPS } from '@client-admin/domain/roles';
import { useAuth } from '../../../lib/auth/use-auth';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { PageLoading } from '../../../components/page-loading';
import { serverMessage } from '../../../lib/server-message';
import { ActionsHeaderCell } from '../../../lib/table/actions-header-cell';
import { EditDeleteCell } from '../../../lib/table/edit-delete-cell';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useToast } from '../../../lib/toast';
import { useClientRules } from '../api/get-client-rules';
import { useDeleteClientRule } from '../api/delete-client-rule';
import { ClientRuleDialog, type RuleChannelOption } from './client-rule-dialog';
import { ScrollCue } from '../../../components/scroll-cue';

type Editing =
  { kind: 'add' } | { kind: 'edit'; rule: ClientRule } | { kind: 'delete'; rule: ClientRule };

const channelLabel = (rule: ClientRule) => rule.channelName ?? 'All channels';

/** The client's rules (seed 001 §2); staff add, change and delete them. */
export function ClientRulesPanel({
  clientId,
  channels,
}: {
  clientId: number;
  channels: readonly RuleChannelOption[];
}) {
  const { roles } = useAuth();
  const isStaff = hasAnyRole(roles, ROLE_GROUPS.staff);
  const rules = useClientRules(clientId);
  useFailureToast(rules.isError, M.getFailed);
  const remove = useDeleteClientRule(clientId);
  const toast = useToast();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);

  const confirmDelete = (rule: ClientRule) =>
    remove.mutate(rule.id, {
      onSuccess: () => {
        toast.success(M.deleted);
        close();
      },
      onError: (error) => {
        toast.error(serverMessage(error) ?? M.deleteFailed);
        close();
      },
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h2">
          Client rules
        </Typography>
        {isStaff && (
          <Button variant="contained" onClick={() => setEditing({ kind: 'add' })}>
            Add rule
          </Button>
        )}
      </Stack>
      {rules.isPending && <PageLoading label="Loading client rules" />}
      {rules.isError && <Alert severity="error">{M.getFailed}</Alert>}
      {rules.data?.length === 0 && (
        <Typography color="text.secondary">This client has no rules.</Typography>
      )}
      {rules.data && rules.data.length > 0 && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <ScrollCue label="Client rules">
            <Table size="small" aria-label="Client rules">
              <TableHead>
                <TableRow>
                  <TableCell>Rule</TableCell>
                  <TableCell>Channel</TableCell>
                  <TableCell>Created</TableCell>
                  {isStaff && <ActionsHeaderCell align="right" />}
                </TableRow>
              </TableHead>
              <TableBody>
                {rules.data.map((rule) => (
                  <TableRow key={rule.id}>
                    <TableCell>{rule.ruleName}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{channelLabel(rule)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(rule.createdAt)}
                    </TableCell>
                    {isStaff && (
                      <EditDeleteCell
                        name={`${rule.ruleName} on ${channelLabel(rule)}`}
                        onEdit={() => setEditing({ kind: 'edit', rule })}
                        onDelete={() => setEditing({ kind: 'delete', rule })}
                      />
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollCue>
        </Paper>
      )}
      {editing?.kind === 'add' && (
        <ClientRuleDialog clientId={clientId} channels={channels} onClose={close} />
      )}
      {editing?.kind === 'edit' && (
        <ClientRuleDialog
          clientId={clientId}
          rule={editing.rule}
          channels={channels}
          onClose={close}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete client rule?"
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(editing.rule)}
          onClose={close}
        >
          {`${editing.rule.ruleName} on ${channelLabel(editing.rule)} will no longer apply to this client's leads.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
