import { Fragment, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FeatureFlagAdmin, FeatureFlagRuleItem } from '@client-admin/contracts/features';
import { useToast } from '../../../lib/toast';
import { useDeleteFeatureFlagRule } from '../api/delete-feature-flag-rule';
import { useUpdateFeatureFlag } from '../api/update-feature-flag';
import { AddRuleDialog } from './add-rule-dialog';
import { FeatureFlagAudit } from './feature-flag-audit';

/** 'client 42', 'STATEFARM · AGENT', 'STATEFARM', 'CORPORATE'. */
export function ruleTarget(rule: Pick<FeatureFlagRuleItem, 'clientId' | 'carrier' | 'clientType'>) {
  if (rule.clientId !== null) return `Client ${rule.clientId}`;
  return [rule.carrier, rule.clientType].filter(Boolean).join(' · ');
}

interface Props {
  flag: FeatureFlagAdmin;
  canEdit: boolean;
}

/** One flag: default switch, description, rules, and its audit below. */
export function FeatureFlagRow({ flag, canEdit }: Props) {
  const toast = useToast();
  const update = useUpdateFeatureFlag(flag.name);
  const removeRule = useDeleteFeatureFlagRule(flag.name);
  const [description, setDescription] = useState(flag.description);
  const [adding, setAdding] = useState(false);
  const [auditOpen, setAuditOpen] = useState(false);
  const fail = (error: unknown) =>
    toast.error(error instanceof Error ? error.message : String(error));

  const save = (body: { defaultEnabled: boolean; description?: string }) =>
    update.mutateAsync(body).then(
      () => toast.success(`${flag.name} saved`),
      (error: unknown) => {
        setDescription(flag.description);
        fail(error);
      },
    );

  return (
    <Fragment>
      <TableRow sx={{ '& > td, & > th': { borderBottom: auditOpen ? 'none' : undefined } }}>
        <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
          {flag.name}
        </TableCell>
        <TableCell>
          <Switch
            checked={flag.defaultEnabled}
            disabled={!canEdit || update.isPending}
            onChange={(event) => void save({ defaultEnabled: event.target.checked })}
            slotProps={{ input: { 'aria-label': `${flag.name} default` } }}
          />
        </TableCell>
        <TableCell sx={{ minWidth: 220 }}>
          {canEdit ? (
            <TextField
              size="small"
              fullWidth
              multiline
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              onBlur={() => {
                if (description.trim() !== flag.description)
                  void save({ defaultEnabled: flag.defaultEnabled, description });
              }}
              slotProps={{ htmlInput: { 'aria-label': `${flag.name} description` } }}
            />
          ) : (
            <Typography variant="body2">{flag.description || '—'}</Typography>
          )}
        </TableCell>
        <TableCell sx={{ minWidth: 220 }}>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {flag.rules.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No rules
              </Typography>
            )}
            {flag.rules.map((rule) => {
              const label = `${ruleTarget(rule)} → ${rule.enabled ? 'on' : 'off'}`;
              return (
                <Chip
                  key={rule.id}
                  size="small"
                  color={rule.enabled ? 'success' : 'default'}
                  label={label}
                  {...(canEdit
                    ? {
                        onDelete: () =>
                          removeRule
                            .mutateAsync(rule.id)
                            .then(() => toast.success(`Rule deleted from ${flag.name}`), fail),
                      }
                    : {})}
                />
              );
            })}
          </Stack>
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {canEdit && (
            <Button size="small" onClick={() => setAdding(true)}>
              Add rule
            </Button>
          )}
          <Button
            size="small"
            aria-expanded={auditOpen}
            aria-label={`Audit of ${flag.name}`}
            onClick={() => setAuditOpen((open) => !open)}
          >
            Audit
          </Button>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0 }}>
          <Collapse in={auditOpen} unmountOnExit>
            <Stack sx={{ py: 2 }}>
              <FeatureFlagAudit flag={flag.name} />
            </Stack>
          </Collapse>
        </TableCell>
      </TableRow>
      {canEdit && adding && <AddRuleDialog flag={flag.name} onClose={() => setAdding(false)} />}
    </Fragment>
  );
}
