import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { GeoMap } from '@client-admin/contracts/channels';
import { QUOTE_TYPE_LABELS, QUOTE_TYPES } from '@client-admin/domain/quote-types';
import { TERRITORY_LOOKUP_MESSAGES } from '@client-admin/domain/territory/territory-messages';
import { US_STATES } from '@client-admin/domain/us-states';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format-price';
import {
  channelFormErrors,
  toChannelFormValues,
  toSignupChannel,
  zipsOf,
  type ChannelFormValues,
} from '../utils/channel-form';
import type { SignupChannel } from '../utils/signup-form-values';
import type { SignupEditorParts } from './signup-parts';

const SERVICE_OPTIONS = [
  { value: 'Web', label: 'Web leads' },
  { value: 'Call', label: 'Call leads' },
];
const QUOTE_TYPE_OPTIONS = QUOTE_TYPES.map((type) => ({
  value: type,
  label: QUOTE_TYPE_LABELS[type],
}));
const STATE_CODES = US_STATES.map((s) => s.abbreviation);
const STATE_NAMES = new Map(US_STATES.map((s) => [s.abbreviation, s.name]));

/** The package a channel has still shows while the list loads, or once it left the list. */
const withSaved = (options: { value: string; label: string }[], value: string) =>
  options.some((o) => o.value === value)
    ? options
    : [...options, { value, label: `Package ${value.slice(0, 8)}` }];

const resolver: Resolver<ChannelFormValues> = (values) => {
  const errors = channelFormErrors(values);
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, { type: 'rule', message }]),
    ),
  };
};

interface ChannelDialogProps {
  /** The channel edited; null adds one. */
  channel: SignupChannel | null;
  /** The signup's parent company: whose packages are listed. */
  parentCompany: string;
  parts: SignupEditorParts;
  onSave: (channel: SignupChannel) => void;
  onClose: () => void;
}

/**
 * The signup's compact channel form: service and quote type, package and price, territory (states
 * and zips), weekly cap and delivery. The channel is made for real when the client signs.
 */
export function ChannelDialog({
  channel,
  parentCompany,
  parts,
  onSave,
  onClose,
}: ChannelDialogProps) {
  const lookupZip = parts.useZipLookup();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue } = useForm<ChannelFormValues>({
    resolver,
    defaultValues: toChannelFormValues(channel),
    mode: 'onTouched',
  });
  const [serviceType, quoteType] = useWatch({ control, name: ['serviceType', 'quoteType'] });
  const packages = parts.useChannelPackages(parentCompany || null, quoteType || null, serviceType);
  const packageOptions = [
    { value: '', label: 'None yet' },
    ...(packages.data ?? []).map((p) => ({
      value: p.id,
      label: `${p.name} (${formatPrice(p.cost)})`,
    })),
  ];

  const knownZips = new Map(
    (channel?.channel.geoMaps ?? [])
      .filter((g) => g.type === 'ZipCode' && g.zipCode)
      .map((g) => [g.zipCode!, g] as const),
  );

  const zipGeos = async (zips: string[]): Promise<GeoMap[] | null> => {
    const geos: GeoMap[] = [];
    for (const zip of zips) {
      const known = knownZips.get(zip);
      if (known) {
        geos.push(known);
        continue;
      }
      try {
        const found = await lookupZip(zip);
        geos.push({
          type: 'ZipCode',
          stateAbbreviation: found.stateAbbreviation,
          county: found.county,
          zipCode: zip,
        });
      } catch (error) {
        const unknown = error instanceof ApiError && error.status === 404;
        setError(
          'zips',
          {
            type: 'lookup',
            message: unknown ? TERRITORY_LOOKUP_MESSAGES.unknownZip(zip) : errorMessage(error),
          },
          { shouldFocus: true },
        );
        return null;
      }
    }
    return geos;
  };

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    setBusy(true);
    try {
      const geos = await zipGeos(zipsOf(values.zips));
      if (!geos) return;
      onSave(toSignupChannel(values, geos, channel, () => crypto.randomUUID()));
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setBusy(false);
    }
  });

  const web = serviceType === 'Web';
  return (
    <FormDialog
      title={channel ? 'Edit channel' : 'Add channel'}
      submitLabel={channel ? 'Save channel' : 'Add channel'}
      busyLabel="Checking…"
      busy={busy}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelectField
          control={control}
          name="serviceType"
          label="Service type"
          options={SERVICE_OPTIONS}
        />
        <FormSelectField
          control={control}
          name="quoteType"
          label="Quote type"
          options={QUOTE_TYPE_OPTIONS}
          required
        />
      </Box>
      <Controller
        control={control}
        name="packageId"
        render={({ field }) => (
          <TextField
            select
            fullWidth
            label="Package"
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            disabled={!parentCompany || !quoteType}
            helperText={
              !parentCompany
                ? 'Choose the parent company on Client Data to list its packages'
                : !quoteType
                  ? 'Choose a quote type to list its packages'
                  : packages.isError
                    ? 'Failed to get packages.'
                    : packages.isFetching
                      ? 'Loading packages…'
                      : undefined
            }
            error={packages.isError}
            onChange={(event) => {
              const id = event.target.value;
              field.onChange(id);
              const chosen = packages.data?.find((p) => p.id === id);
              if (chosen) setValue('price', String(chosen.cost), { shouldValidate: true });
            }}
          >
            {withSaved(packageOptions, field.value).map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField
        control={control}
        name="price"
        label="Price ($)"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Controller
        control={control}
        name="states"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={STATE_CODES}
            value={field.value}
            getOptionLabel={(code) => `${code} ${STATE_NAMES.get(code) ?? ''}`.trim()}
            onChange={(_event, value) => field.onChange(value)}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField {...params} label="Territory: states" inputRef={field.ref} />
            )}
          />
        )}
      />
      <FormTextField
        control={control}
        name="zips"
        label="Territory: zip codes"
        helperText="5-digit zip codes, separated by commas or spaces"
        multiline
        minRows={1}
      />
      <FormTextField
        control={control}
        name="weeklyCap"
        label="Weekly cap"
        helperText="Leads a week; blank for unlimited. Weekdays share it, weekend days take 1."
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {web ? (
        <FormTextField
          control={control}
          name="emails"
          label="Delivery e-mails"
          helperText="Where leads are e-mailed, separated by commas"
        />
      ) : (
        <FormTextField
          control={control}
          name="phones"
          label="Delivery phone numbers"
          helperText="10-digit numbers calls ring, separated by commas"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
      )}
    </FormDialog>
  );
}
