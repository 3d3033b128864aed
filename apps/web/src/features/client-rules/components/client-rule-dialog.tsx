import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { createClientRuleRequest, type ClientRule } from '@client-admin/contracts/client-rules';
import { CLIENT_RULE_MESSAGES as M } from '@client-admin/domain/client-rules/client-rule-messages';
import { FormDialog } from '../../../components/form-dialog';
import { applyRefusedFields } from '../../../lib/form/apply-server-errors';
import { FormSelectField } from '../../../lib/form/form-select-field';
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
const FIELDS = ['ruleName', 'clientQuoteTypeId'];

/** The rule type as the contract reads it; the channel select's 'all' is no channel. */
const ruleForm = z.object({
  ruleName: z.string().pipe(createClientRuleRequest.shape.ruleName),
  clientQuoteTypeId: z
    .string()
    .transform((value) => (value === ALL_CHANNELS ? null : Number(value))),
});

/** Adds or changes a rule: its type, and one channel or all of them. */
export function ClientRuleDialog({ clientId, rule, channels, onClose }: ClientRuleDialogProps) {
  const toast = useToast();
  const types = useClientRuleTypes();
  useFailureToast(types.isError, M.typesFailed);
  const save = useSaveClientRule(clientId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof ruleForm>,
    unknown,
    z.output<typeof ruleForm>
  >({
    resolver: zodResolver(ruleForm),
    defaultValues: {
      ruleName: rule?.ruleName ?? '',
      clientQuoteTypeId:
        rule?.clientQuoteTypeId == null ? ALL_CHANNELS : String(rule.clientQuoteTypeId),
    },
  });
  const ruleName = useWatch({ control, name: 'ruleName' });
  const description = types.data?.find((t) => t.ruleName === ruleName)?.description;
  const typeOptions = (types.data ?? []).map((t) => ({ value: t.ruleName, label: t.ruleName }));
  const channelOptions = [
    { value: ALL_CHANNELS, label: 'All channels' },
    ...channels.map((c) => ({ value: String(c.id), label: c.name })),
  ];

  const submit = handleSubmit((fields) => {
    setRefusal(null);
    save.mutate(rule ? { id: rule.id, clientId, ...fields } : { clientId, ...fields }, {
      onSuccess: () => {
        toast.success(M.created);
        onClose();
      },
      onError: (error) => {
        if (applyRefusedFields(error, FIELDS, setError) > 0) return;
        setRefusal(serverMessage(error) ?? M.createFailed);
      },
    });
  });

  return (
    <FormDialog
      title={rule ? 'Edit client rule' : 'Add client rule'}
      submitLabel="Save rule"
      busy={save.isPending}
      submitDisabled={!formState.isValid}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="ruleName"
        label="Rule"
        options={typeOptions}
        helperText={description ?? ' '}
        disabled={!types.data}
        required
      />
      <FormSelectField
        control={control}
        name="clientQuoteTypeId"
        label="Channel"
        options={channelOptions}
      />
    </FormDialog>
  );
}
