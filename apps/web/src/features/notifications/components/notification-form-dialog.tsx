import { lazy, Suspense } from 'react';
import { TIME_ZONE_LABEL } from '@client-admin/domain/constants';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  createNotificationRequest,
  NOTIFICATION_ALERT_TYPES,
  NOTIFICATION_TYPES,
  type Notification,
} from '@client-admin/contracts/notifications';
import { NOTIFICATION_MESSAGES } from '@client-admin/domain/app-shell-messages';
import { CLIENT_STATUSES, clientStatusLabel } from '@client-admin/domain/client-status';
import { NOTIFICATION_INTERVAL_TYPES } from '@client-admin/domain/notification-display';
import {
  NOTIFICATION_VISIBILITIES,
  visibilityNeedsValues,
} from '@client-admin/domain/notification-audience';
import { US_STATES } from '@client-admin/domain/us-states';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useCreateNotification } from '../api/create-notification';
import { useUpdateNotification } from '../api/update-notification';
import {
  newNotificationValues,
  toFormValues,
  toRequest,
  type NotificationFormValues,
  type NotificationRequestValues,
} from '../utils/form-values';
import { reportError } from '../../../lib/error-reporting';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const RichTextEditor = lazy(() => import('./rich-text-editor'));

const FIELDS = Object.keys(newNotificationValues(new Date())) as (keyof NotificationFormValues)[];

// The contract's schema validates the request the form will send (dates converted to ISO).
const schemaResolver = zodResolver(createNotificationRequest);
const resolver: Resolver<NotificationFormValues, unknown, NotificationRequestValues> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    toRequest(values),
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  ) as unknown as ReturnType<Resolver<NotificationFormValues, unknown, NotificationRequestValues>>;

const INTERVAL_HELP: Record<NotificationFormValues['intervalType'], string> = {
  DateRange: 'Times shown in the date range (at most once a day)',
  Daily: 'Times shown a day (at least an hour apart)',
  Weekly: 'Times shown a week (at most once a day)',
  Monthly: 'Times shown a month (at most once a week)',
};

interface Props {
  /** The notification edited; null for a new one. */
  notification: Notification | null;
  onClose: () => void;
}

/** New / Edit notification (POST or PUT /api/notification). Mounted only while open. */
export function NotificationFormDialog({ notification, onClose }: Props) {
  const toast = useToast();
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    NotificationFormValues,
    unknown,
    NotificationRequestValues
  >({
    resolver,
    defaultValues: notification ? toFormValues(notification) : newNotificationValues(new Date()),
    mode: 'onTouched',
  });
  const visibility = useWatch({ control, name: 'visibility' });
  const intervalType = useWatch({ control, name: 'intervalType' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (notification) await update.mutateAsync({ ...values, id: notification.id });
      else await create.mutateAsync(values);
      toast.success('Notification saved');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          if ((FIELDS as string[]).includes(field)) {
            setError(field as keyof NotificationFormValues, { type: 'server', message });
          }
        }
      }
      // Seed 000 §8: also reported to error tracking.
      reportError(error);
      toast.error(NOTIFICATION_MESSAGES.failedToCreate);
    }
  });

  const valueOptions =
    visibility === 'State'
      ? US_STATES.map(({ abbreviation, name }) => ({ value: abbreviation, label: name }))
      : CLIENT_STATUSES.map((value) => ({ value, label: clientStatusLabel(value) }));

  return (
    <FormDialog
      title={notification ? 'Edit notification' : 'New notification'}
      submitLabel="Save"
      busy={formState.isSubmitting}
      refusal={null}
      maxWidth="md"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="type"
          label="Type"
          options={asOptions(NOTIFICATION_TYPES)}
        />
        <FormSelectField
          control={control}
          name="alertType"
          label="Alert type"
          options={asOptions(NOTIFICATION_ALERT_TYPES)}
        />
      </Stack>
      <FormTextField control={control} name="headline" label="Headline" required />
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <Suspense
            fallback={<Skeleton variant="rounded" height={170} aria-label="Loading editor" />}
          >
            <RichTextEditor
              id="notification-content"
              label="Content"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          </Suspense>
        )}
      />
      <Controller
        control={control}
        name="url"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            fullWidth
            type="url"
            label="Link (optional)"
            placeholder="https://"
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="intervalType"
          label="Interval type"
          options={asOptions(NOTIFICATION_INTERVAL_TYPES)}
        />
        <Controller
          control={control}
          name="interval"
          render={({ field, fieldState }) => (
            <TextField
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={Number.isNaN(field.value) ? '' : field.value}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? NaN : Number(event.target.value))
              }
              type="number"
              fullWidth
              label="Interval"
              slotProps={{ htmlInput: { min: 1, max: 1000, step: 1 } }}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? INTERVAL_HELP[intervalType]}
            />
          )}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['startDate', 'endDate'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                type="datetime-local"
                fullWidth
                required
                label={`${name === 'startDate' ? 'Start' : 'End'} (${TIME_ZONE_LABEL})`}
                slotProps={{ inputLabel: { shrink: true } }}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="visibility"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) => {
                field.onChange(event.target.value);
                setValue('visibilityValues', []);
              }}
              select
              fullWidth
              label="Visibility"
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {NOTIFICATION_VISIBILITIES.map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {visibilityNeedsValues(visibility) && (
          <Controller
            control={control}
            name="visibilityValues"
            render={({ field, fieldState }) => (
              <TextField
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                value={field.value}
                onChange={(event) => {
                  const value = event.target.value as unknown;
                  field.onChange(typeof value === 'string' ? value.split(',') : value);
                }}
                select
                fullWidth
                label={visibility === 'State' ? 'States' : 'Statuses'}
                slotProps={{
                  select: {
                    multiple: true,
                    renderValue: (selected) => (selected as string[]).join(', '),
                  },
                }}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {valueOptions.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
