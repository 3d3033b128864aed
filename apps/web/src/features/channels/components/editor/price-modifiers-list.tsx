import { useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import type { PackageDetail } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { isCustomPackage } from '@client-admin/domain/package-change';
import { useCustomPriceModifiers } from '../../api/get-custom-price-modifiers';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { modifierPrice } from '../../utils/package-price';
import { ModifierPriceField } from './modifier-price-field';

interface PriceModifiersListProps {
  packageId: string;
  /** The chosen package; null while it loads. */
  pkg: PackageDetail | null;
}

/**
 * The package's price modifiers: ticking one adds it at the channel's (clamped) price, which the
 * person may then change.
 */
export function PriceModifiersList({ packageId, pkg }: PriceModifiersListProps) {
  const { watch, setValue, getValues } = useFormContext<
    ChannelFormValues,
    unknown,
    ChannelDraftInput
  >();
  const custom = isCustomPackage(packageId);
  const customModifiers = useCustomPriceModifiers(custom);
  const modifiers = custom ? (customModifiers.data ?? []) : (pkg?.priceModifiers ?? []);
  const selected = watch('priceModifiers');

  if (custom && customModifiers.isError) {
    return <Alert severity="error">{CHANNEL_MESSAGES.getCustomPriceModifiers}</Alert>;
  }
  if (modifiers.length === 0) return null;

  const toggle = (id: number, checked: boolean) => {
    const current = getValues('priceModifiers');
    const modifier = modifiers.find((m) => m.id === id);
    const next = checked
      ? modifier
        ? [
            ...current,
            {
              packagePriceModifierId: id,
              price: modifierPrice(packageId, modifier, getValues('price')),
            },
          ]
        : current
      : current.filter((m) => m.packagePriceModifierId !== id);
    setValue('priceModifiers', next, { shouldDirty: true });
  };

  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">Price modifiers</FormLabel>
      <Stack spacing={1}>
        {modifiers.map((m) => {
          const index = selected.findIndex((s) => s.packagePriceModifierId === m.id);
          return (
            <Stack
              key={m.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <FormControlLabel
                sx={{ minWidth: 200 }}
                control={
                  <Checkbox
                    checked={index >= 0}
                    onChange={(_event, checked) => toggle(m.id, checked)}
                  />
                }
                label={m.name}
              />
              {index >= 0 && (
                <ModifierPriceField packageId={packageId} modifier={m} index={index} />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
