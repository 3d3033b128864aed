import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { useSubsidyProduct } from '../../api/get-subsidy-product';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { EDITOR_MESSAGES } from '../../utils/editor-messages';
import { formatPrice } from '../../../../lib/format-price';
import type { ChannelEditorContext } from './editor-context';

const shown = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : formatPrice(value);

/** State Farm's subsidy columns, for a channel on a package other than the custom one. */
export function SubsidyFields({
  editor,
  packageId,
}: {
  editor: ChannelEditorContext;
  packageId: string;
}) {
  const { watch, setValue } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
  const quoteType = watch('quoteType');
  const product = useSubsidyProduct(
    editor.carrier
      ? {
          parentCompany: editor.carrier,
          packageId,
          isCall: editor.serviceType === 'Call',
          quoteType,
        }
      : null,
  );

  useEffect(() => {
    if (product.data !== undefined) setValue('subsidyProduct', product.data);
  }, [product.data, setValue]);

  const readOnly = { input: { readOnly: true } };
  return (
    <Grid container spacing={2}>
      {product.isError && (
        <Grid size={12}>
          <Alert severity="error">{EDITOR_MESSAGES.getSubsidyProduct}</Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          label="Current subsidy"
          value={shown(editor.channel?.currentSubsidy)}
          slotProps={readOnly}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          label="Promo discount"
          value={shown(editor.channel?.currentPromoDiscount)}
          slotProps={readOnly}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          label="Subsidy product"
          value={product.data ?? '—'}
          slotProps={readOnly}
        />
      </Grid>
    </Grid>
  );
}
