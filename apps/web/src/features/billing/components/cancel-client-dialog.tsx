import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { cancelClientRequest } from '@client-admin/contracts/billing-cancellation';
import { cancelReasonText } from '@client-admin/domain/billing/cancellation/cancel-reasons';
import {
  businessToday,
  effectiveDateProblem,
  latestEffectiveDate,
} from '@client-admin/domain/billing/cancellation/cancellation-date';
import { CANCELLATION_MESSAGES as M } from '@client-admin/domain/billing/cancellation/cancellation-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { applyServerErrors } from '../../../lib/form/apply-server-errors';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCancelClient } from '../api/cancel-client';
import { useCancelReasons } from '../api/get-cancel-reasons';
import { FormDialog } from '../../../components/form-dialog';

const formOf = (today: string) =>
  z.object({
    reasonCode: z.string().pipe(cancelClientRequest.shape.reasonCode),
    notes: cancelClientRequest.shape.notes,
    effectiveDate: z.string().superRefine((v, ctx) => {
      const problem = /^\d{4}-\d{2}-\d{2}$/.test(v) ? effectiveDateProblem(v, today) : M.dateFormat;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
type FormValues = z.input<ReturnType<typeof formOf>>;
type Chosen = z.output<ReturnType<typeof formOf>>;

interface CancelClientDialogProps {
  clientId: number;
  onClose: () => void;
}

/**
 * Cancel client (seed 002 §2): a reason from the server's list, notes and the effective date
 * (today: at once), then a confirmation, since it stops the client's leads.
 */
export function CancelClientDialog({ clientId, onClose }: CancelClientDialogProps) {
  const toast = useToast();
  const reasons = useCancelReasons(clientId);
  const cancel = useCancelClient(clientId);
  const [today] = useState(() => businessToday(new Date()));
  const [form] = useState(() => formOf(today));
  const [chosen, setChosen] = useState<Chosen | null>(null);
  useFailureToast(reasons.isError, MESSAGES.requestFailed);
  const { control, handleSubmit, setError } = useForm<FormValues, unknown, Chosen>({
    resolver: zodResolver(form),
    defaultValues: { reasonCode: '', notes: '', effectiveDate: today },
  });

  const onSubmit = handleSubmit((values) => setChosen(values));

  const onConfirm = (values: Chosen) =>
    cancel.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
      },
      onError: (error) => {
        setChosen(null);
        toast.error(M.cancelFailed(serverMessage(error) ?? errorMessage(error)));
        if (error instanceof ApiError) {
          applyServerErrors(error.errors, Object.keys(form.shape), setError);
        }
      },
    });

  if (chosen) {
    const day = chosen.effectiveDate === today ? 'today' : `on ${formatDate(chosen.effectiveDate)}`;
    return (
      <ConfirmDialog
        title="Cancel this client?"
        confirmLabel="Cancel client"
        busyLabel="Cancelling…"
        cancelLabel="Back"
        busy={cancel.isPending}
        onClose={() => setChosen(null)}
        onConfirm={() => onConfirm(chosen)}
      >
        The client is cancelled {day} ({cancelReasonText(chosen.reasonCode)}) and its channels stop
        getting leads.
      </ConfirmDialog>
    );
  }

  return (
    <FormDialog
      title="Cancel client"
      submitLabel="Continue"
      busy={false}
      refusal={null}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="reasonCode"
        label="Reason"
        disabled={!reasons.isSuccess}
        options={(reasons.data ?? []).map((r) => ({ value: r.code, label: r.text }))}
      />
      <FormTextField control={control} name="notes" label="Notes" multiline minRows={2} />
      <FormTextField
        control={control}
        name="effectiveDate"
        label="Effective date"
        type="date"
        helperText="Today cancels at once; a later day schedules the cancellation."
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: today, max: latestEffectiveDate(today) },
        }}
      />
    </FormDialog>
  );
}
