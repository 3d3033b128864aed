import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import type { PackagePriceModifier } from '@client-admin/contracts/packages';
import { isCustomPackage } from '@client-admin/domain/package-change';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { formatPrice } from '../../../../lib/format-price';
import { checkModifierPrice } from '../../utils/package-price';

interface ModifierPriceFieldProps {
  packageId: string;
  modifier: PackagePriceModifier;
  /** The modifier's place in the channel's priceModifiers. */
  index: number;
}

const parse = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * A picked modifier's price in dollars. The channel only ever holds a price the API accepts
 * (clamped to the modifier's range on a non-custom package); the field shows what was typed,
 * with the error, until the person leaves it, then the price kept.
 */
export function ModifierPriceField({ packageId, modifier, index }: ModifierPriceFieldProps) {
  const { control } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
  const { field, fieldState } = useController({
    control,
    name: `priceModifiers.${index}.price`,
  });
  const [text, setText] = useState(String(field.value));
  const [typedError, setTypedError] = useState<string | null>(null);
  // A price set from outside (a package change) replaces the text.
  const [synced, setSynced] = useState(field.value);
  if (!Object.is(synced, field.value)) {
    setSynced(field.value);
    setText(String(field.value));
    setTypedError(null);
  }

  const change = (typed: string) => {
    setText(typed);
    const { price, error } = checkModifierPrice(packageId, modifier, parse(typed));
    setTypedError(error);
    if (price !== null && price !== field.value) {
      setSynced(price);
      field.onChange(price);
    }
  };

  const hint = isCustomPackage(packageId)
    ? `Any amount of ${formatPrice(0)} or more`
    : `Between ${formatPrice(modifier.priceMin)} and ${formatPrice(modifier.priceMax)}`;
  // A saved price may lie outside a range the package has narrowed since.
  const error =
    typedError ??
    checkModifierPrice(packageId, modifier, field.value).error ??
    fieldState.error?.message;

  return (
    <TextField
      label={`${modifier.name} price`}
      name={field.name}
      inputRef={field.ref}
      type="number"
      size="small"
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        field.onBlur();
        setText(String(field.value));
        setTypedError(null);
      }}
      error={!!error}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
    />
  );
}
