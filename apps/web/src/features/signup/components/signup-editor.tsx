import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  FormProvider,
  useForm,
  type FieldErrors,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { signupFields, type Signup } from '@client-admin/contracts/signup';
import { BREAKPOINTS } from '@client-admin/domain/breakpoints';
import { SIGNUP_MESSAGES as M } from '@client-admin/domain/signup/signup-messages';
import {
  canSaveSignup,
  SIGNUP_STEP,
  SIGNUP_STEPS,
  type SignupStep,
} from '@client-admin/domain/signup/signup-steps';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useCreateSignup } from '../api/create-signup';
import { signupKeys } from '../api/query-keys';
import { useSendContract } from '../api/send-contract';
import { useUpdateSignup } from '../api/update-signup';
import { saveFailure, sendFailure } from '../utils/signup-failure';
import {
  blankSignupValues,
  toFormValues,
  type SignupChannel,
  type SignupFormValues,
} from '../utils/signup-form-values';
import { stepErrors, stepOfField } from '../utils/signup-steps';
import { BillingStep } from './billing-step';
import { channelDisplayName, ChannelsStep, type SavedChannelNames } from './channels-step';
import { ClientDataStep } from './client-data-step';
import { PromotionStep } from './promotion-step';
import { ScheduleStep } from './schedule-step';
import { SendContractStep } from './send-contract-step';
import type { SignupEditorParts } from './signup-parts';
import { StepErrors } from './step-errors';

const FLAGS = ['MedicareConsent', 'StateFarmCombinedUpload'] as const;
const LAST_STEP = SIGNUP_STEP.sendContract;

/** The path of the first message of a form's errors (they nest like the values). */
function firstErrorPath(errors: FieldErrors, prefix = ''): string | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') return path;
    const nested = firstErrorPath(value as FieldErrors, path);
    if (nested) return nested;
  }
  return null;
}

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** Puts a 400's messages on the fields they name; the step of the first, or null when none. */
function placeServerErrors(
  errors: Record<string, string> | undefined,
  form: UseFormReturn<SignupFormValues>,
): SignupStep | null {
  let first: SignupStep | null = null;
  for (const [path, message] of Object.entries(errors ?? {})) {
    if (!hasPath(form.getValues(), path)) continue;
    form.setError(path as Path<SignupFormValues>, { type: 'server', message });
    first ??= stepOfField(path);
  }
  return first;
}

interface SignupEditorProps {
  /** The signup as saved; null for a blank one (its first save creates it). */
  signup: Signup | null;
  parts: SignupEditorParts;
  step: SignupStep;
  onStep: (step: SignupStep) => void;
  /** A blank signup was saved for the first time: the page moves to its id. */
  onCreated: (created: Signup, nextStep: SignupStep) => void;
}

/**
 * The six steps of a signup (seed 002 §2), each with its own list of errors, saved as it goes:
 * Save, Next and Back send the whole signup. A signed signup is read only.
 */
export function SignupEditor({ signup, parts, step, onStep, onCreated }: SignupEditorProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { flags } = useFeatureFlags(FLAGS);
  const create = useCreateSignup();
  const update = useUpdateSignup();
  const send = useSendContract();
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const form = useForm<SignupFormValues, unknown, SignupFormValues>({
    // The form holds the parsed fields (defaults filled), which the schema's input type accepts.
    resolver: zodResolver(signupFields) as unknown as Resolver<SignupFormValues>,
    defaultValues: signup ? toFormValues(signup) : blankSignupValues(),
    mode: 'onTouched',
  });
  const readOnly = signup !== null && !canSaveSignup(signup.status);
  const saving = create.isPending || update.isPending;

  const savedNames: SavedChannelNames = useMemo(
    () =>
      new Map(
        (signup?.clientQuoteTypes ?? []).map((c) => [
          c.key,
          {
            name: c.name,
            // In the form's own order (toFormValues), so an unchanged channel compares equal.
            channel: JSON.stringify({
              key: c.key,
              serviceType: c.serviceType,
              channel: c.channel,
              filters: c.filters,
            }),
          },
        ]),
      ),
    [signup],
  );
  const channelName = (channel: SignupChannel) => channelDisplayName(channel, savedNames);

  const refused = (error: unknown) => {
    toast.error(saveFailure(error));
    if (error instanceof ApiError && error.status === 409 && signup) {
      void queryClient.invalidateQueries({ queryKey: signupKeys.detail(signup.id) });
    }
    if (error instanceof ApiError && error.status === 400) {
      const placed = placeServerErrors(error.errors, form);
      if (placed !== null && placed !== step) onStep(placed);
    }
  };

  /** Saves the whole signup (creating a blank one); the saved signup, or null when refused. */
  const persist = async (
    values: SignupFormValues,
    nextStep: SignupStep,
  ): Promise<Signup | null> => {
    try {
      if (!signup) {
        const created = await create.mutateAsync(values);
        form.reset(toFormValues(created));
        onCreated(created, nextStep);
        return created;
      }
      const saved = await update.mutateAsync({ ...values, id: signup.id });
      form.reset(toFormValues(saved));
      return saved;
    } catch (error) {
      refused(error);
      return null;
    }
  };

  const invalid = (errors: FieldErrors<SignupFormValues>) => {
    toast.error('Some fields need fixing before the IO can be saved.');
    const path = firstErrorPath(errors);
    if (path !== null && stepOfField(path) !== step) onStep(stepOfField(path));
  };

  const saveAndGo = (nextStep: SignupStep) =>
    form.handleSubmit(async (values) => {
      const saved = await persist(values, nextStep);
      if (!saved) return;
      if (nextStep === step) toast.success('IO saved.');
      else if (signup) onStep(nextStep);
    }, invalid);

  const go = (nextStep: SignupStep) => {
    if (readOnly) onStep(nextStep);
    else void saveAndGo(nextStep)();
  };

  const sendNow = form.handleSubmit(async (values) => {
    if (!signup) return;
    if (form.formState.isDirty && !(await persist(values, step))) return;
    send.mutate(signup.id, {
      onSuccess: (answer) => {
        toast.success(M.contractSent);
        setExpiresAt(answer.expiresAt);
      },
      onError: (error) => toast.error(sendFailure(error)),
    });
  }, invalid);

  const headingId = 'signup-step-heading';
  const stepLabel = SIGNUP_STEPS[step];
  const validation = signup?.validationResult ?? null;

  return (
    <FormProvider {...form}>
      <Stack spacing={2}>
        {readOnly && (
          <Alert severity="info">
            This IO was signed
            {signup?.signedAt ? ` on ${formatDateTime(signup.signedAt)}` : ''}: it can no longer be
            changed.
          </Alert>
        )}
        <Stepper
          nonLinear
          activeStep={step}
          aria-label="Signup steps"
          sx={{
            overflowX: 'auto',
            py: 1,
            [`@media (max-width: ${BREAKPOINTS.xs}px)`]: {
              '& .MuiStepLabel-labelContainer': visuallyHidden,
            },
          }}
        >
          {SIGNUP_STEPS.map((label, index) => {
            const count =
              index === LAST_STEP ? 0 : stepErrors(validation, index as SignupStep).length;
            return (
              <Step
                key={label}
                completed={validation !== null && count === 0 && index !== LAST_STEP}
              >
                <StepButton
                  onClick={() => onStep(index as SignupStep)}
                  optional={
                    count > 0 ? (
                      <Typography variant="caption" color="error">
                        {count === 1 ? '1 error' : `${count} errors`}
                      </Typography>
                    ) : undefined
                  }
                >
                  <StepLabel error={count > 0}>{label}</StepLabel>
                </StepButton>
              </Step>
            );
          })}
        </Stepper>
        <Typography variant="h5" component="h2" id={headingId}>
          Step {step + 1} of {SIGNUP_STEPS.length}: {stepLabel}
        </Typography>
        <StepErrors validation={validation} step={step} />
        <Box
          component="form"
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            // A dialog's form (the channel's) is portalled out of this one, yet its submit
            // bubbles here through React: only this form's own submit saves the signup.
            if (event.target !== event.currentTarget) return;
            event.preventDefault();
            go(step);
          }}
        >
          <Stack spacing={3}>
            {step === SIGNUP_STEP.clientData && (
              <ClientDataStep
                parts={parts}
                readOnly={readOnly}
                flags={{
                  medicareConsent: flags.MedicareConsent === true,
                  stateFarmCombinedUpload: flags.StateFarmCombinedUpload === true,
                }}
              />
            )}
            {step === SIGNUP_STEP.channels && (
              <ChannelsStep parts={parts} readOnly={readOnly} savedNames={savedNames} />
            )}
            {step === SIGNUP_STEP.billing && <BillingStep readOnly={readOnly} />}
            {step === SIGNUP_STEP.promotion && <PromotionStep readOnly={readOnly} />}
            {step === SIGNUP_STEP.schedule && <ScheduleStep readOnly={readOnly} />}
            {step === SIGNUP_STEP.sendContract && (
              <SendContractStep
                signup={signup}
                readOnly={readOnly || signup === null}
                sending={send.isPending || saving}
                expiresAt={expiresAt}
                channelName={channelName}
                onSend={() => void sendNow()}
              />
            )}
            <Stack
              direction="row"
              sx={{
                gap: 1,
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                alignItems: 'center',
              }}
            >
              <Button disabled={step === 0 || saving} onClick={() => go((step - 1) as SignupStep)}>
                Back
              </Button>
              <Stack direction="row" sx={{ gap: 1 }}>
                {!readOnly && (
                  <Button type="submit" variant="outlined" disabled={saving}>
                    {saving ? 'Saving…' : 'Save'}
                  </Button>
                )}
                {step < LAST_STEP && (
                  <Button
                    variant="contained"
                    disabled={saving}
                    onClick={() => go((step + 1) as SignupStep)}
                  >
                    Next
                  </Button>
                )}
              </Stack>
            </Stack>
            {signup === null && step === LAST_STEP && (
              <Typography variant="body2" color="text.secondary">
                Save the signup before sending its contract.
              </Typography>
            )}
          </Stack>
        </Box>
      </Stack>
    </FormProvider>
  );
}
