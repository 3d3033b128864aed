import { useId, type ReactNode } from 'react';
import { useForm, FormProvider, type Resolver, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { useCrmTargets } from '../../api/get-crm-targets';
import { channelFormSchema, type ChannelFormValues } from '../../utils/channel-form-values';
import { ecrmEntryErrors } from '../../utils/crm-delivery';
import { AdvancedSection } from './advanced-section';
import { BasicsSection } from './basics-section';
import { CallSettingsSection } from './call-settings-section';
import { CapsSection } from './caps-section';
import { DeliverySection } from './delivery-section';
import type { ChannelEditorContext } from './editor-context';
import type { ChannelEditorParts } from './editor-parts';
import { PackagePriceSection } from './package-price-section';
import { TerritorySection } from './territory-section';
import { useUnsavedChangesGuard } from './unsaved-changes-guard';
import { usePackageChange } from './use-package-change';
import { WebScheduleSection } from './web-schedule-section';

interface ChannelEditorFormProps {
  editor: ChannelEditorContext;
  parts: ChannelEditorParts;
  defaultValues: ChannelFormValues;
  submitLabel: string;
  onSubmit: (values: ChannelDraftInput, helpers: SubmitHelpers) => Promise<void>;
  /** Sections after the form's own, above its Save bar, that keep their own forms. */
  after?: ReactNode;
}

export interface SubmitHelpers {
  setError: UseFormSetError<ChannelFormValues>;
  /** After a successful save: the page may move on without the unsaved-changes question. */
  allowLeave: () => void;
}

const resolver = zodResolver(channelFormSchema) as unknown as Resolver<
  ChannelFormValues,
  unknown,
  ChannelDraftInput
>;

/** The channel's fields in sections; saving runs the contract's checks and the ECRM ones. */
export function ChannelEditorForm({
  editor,
  parts,
  defaultValues,
  submitLabel,
  onSubmit,
  after,
}: ChannelEditorFormProps) {
  const formId = useId();
  const form = useForm<ChannelFormValues, unknown, ChannelDraftInput>({ resolver, defaultValues });
  usePackageChange(form, editor);
  const targets = useCrmTargets(editor.clientId);
  const { isSubmitting, isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);

  const submit = form.handleSubmit(async (values) => {
    const ecrm = ecrmEntryErrors(values.crmDelivery, targets.data ?? [], editor.agencyEmail);
    ecrm.forEach(({ index, message }, i) =>
      form.setError(
        `crmDelivery.${index}.variables.0`,
        { type: 'ecrm', message },
        { shouldFocus: i === 0 },
      ),
    );
    if (ecrm.length === 0) {
      await onSubmit(values, { setError: form.setError, allowLeave: guard.allowLeave });
    }
  });

  return (
    <FormProvider {...form}>
      <Stack spacing={3}>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={3}
          onSubmit={submit}
          aria-label="Channel"
        >
          <BasicsSection editor={editor} />
          <PackagePriceSection editor={editor} />
          <TerritorySection editor={editor} TerritoryField={parts.TerritoryField} />
          <CapsSection editor={editor} />
          <DeliverySection editor={editor} />
          {editor.serviceType === 'Call' && <CallSettingsSection editor={editor} />}
          {editor.serviceType === 'Web' && <WebScheduleSection editor={editor} />}
          {editor.isStaff && <AdvancedSection editor={editor} />}
        </Stack>
        {after}
        <Paper
          variant="outlined"
          sx={{
            p: 2,
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            display: 'flex',
            justifyContent: 'flex-end',
          }}
        >
          {/* Outside the form (sections after it keep forms of their own), it submits it by id. */}
          <Button type="submit" form={formId} variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : submitLabel}
          </Button>
        </Paper>
      </Stack>
      {guard.dialog}
    </FormProvider>
  );
}
