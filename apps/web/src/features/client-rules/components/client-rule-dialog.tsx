import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ClientRule } from '@client-admin/contracts/client-rules';
import { CLIENT_RULE_MESSAGES as M } from '@client-admin/domain/client-rules/client-rule-messages';
import { isClientRuleName } from '@client-admin/domain/client-rules/client-rule-types';
import { FormDialog } from '../../../components/form-dialog';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useClientRuleTypes } from '../api/get-client-rule-types';
import { useSaveClientRule } from '../api/save-client-rule';

export interface RuleChannelOption {
  id: number;
  name: string;
}

interface ClientRuleDialogProps {
  clientId: number;
  /** The rule being changed; absent for a new one. */
  rule?: ClientRule;
  channels: readonly RuleChannelOption[];
  onClose: () => void;
}

const ALL_CHANNELS = 'all';

/** Adds or changes a rule: its type, and one channel or all of them. */
export function ClientRuleDialog({ clientId, rule, channels, onClose }: ClientRuleDialogProps) {
  const toast = useToast();
  const types = useClientRuleTypes();
  useFailureToast(types.isError, M.typesFailed);
  const save = useSaveClientRule(clientId);
  const [ruleName, setRuleName] = useState(rule?.ruleName ?? '');
  const [channel, setChannel] = useState(
    rule?.clientQuoteTypeId == null ? ALL_CHANNELS : String(rule.clientQuoteTypeId),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const description = types.data?.find((t) => t.ruleName === ruleName)?.description;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isClientRuleName(ruleName)) return;
    const fields = {
      clientId,
      clientQuoteTypeId: channel === ALL_CHANNELS ? null : Number(channel),
      ruleName,
    };
    save.mutate(rule ? { id: rule.id, ...fields } : fields, {
      onSuccess: () => {
        toast.success(M.created);
        onClose();
      },
      onError: (error) => setRefusal(serverMessage(error) ?? M.createFailed),
    });
  };

  return (
    <FormDialog
      title={rule ? 'Edit client rule' : 'Add client rule'}
      submitLabel="Save rule"
      busy={save.isPending}
      submitDisabled={!isClientRuleName(ruleName)}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        select
        label="Rule"
        value={ruleName}
        onChange={(e) => setRuleName(e.target.value)}
        helperText={description ?? ' '}
        disabled={!types.data}
        required
      >
        {(types.data ?? []).map((t) => (
          <MenuItem key={t.ruleName} value={t.ruleName}>
            {t.ruleName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Channel"
        value={channel}
        onChange={(e) => setChannel(e.target.value)}
      >
        <MenuItem value={ALL_CHANNELS}>All channels</MenuItem>
        {channels.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
