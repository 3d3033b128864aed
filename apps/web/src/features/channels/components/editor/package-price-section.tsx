import { useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { PARENT_COMPANY } from '@client-admin/domain/client-types';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { isCustomPackage } from '@client-admin/domain/package-change';
import { TRUMP_FLAG_LABELS } from '@client-admin/domain/trump-flags';
import { FormSelectField } from '../../../../lib/form/form-select-field';
import { useChannelPackages } from '../../api/get-channel-packages';
import { usePackage } from '../../api/get-package';
import { useRestrictions } from '../../api/get-restrictions';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { formatPrice } from '../../../../lib/format-price';
import { basePriceFor, clientPriceHint } from '../../utils/package-price';
import type { ChannelEditorContext } from './editor-context';
import { EditorSection } from './editor-section';
import { FormNumberField } from './form-number-field';
import { PriceModifiersList } from './price-modifiers-list';
import { SourcePackageField } from './source-package-field';
import { SubsidyFields } from './subsidy-fields';

const TRUMP_FLAG_OPTIONS = Object.entries(TRUMP_FLAG_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => Number(a.value) - Number(b.value));

export function PackagePriceSection({ editor }: { editor: ChannelEditorContext }) {
  const { control, watch } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
  const quoteType = watch('quoteType');
  const packageId = watch('packageId');
  const packages = useChannelPackages(editor.carrier, quoteType || null, editor.serviceType);
  const listed = packages.data?.find((p) => p.id === packageId);
  // A saved channel's package may have left the list (inactive): it is read on its own.
  const fetched = usePackage(listed || packages.isPending ? null : packageId);
  const pkg = listed ?? fetched.data ?? null;
  const basePrice = basePriceFor(quoteType, editor.isCorporate);
  const priceHint =
    !editor.isStaff && pkg
      ? clientPriceHint(pkg, watch('maxPrice'), watch('bidFloor'))
      : basePrice !== null && `Base package price ${formatPrice(basePrice)}`;
  // The saved package's limits; a newly picked package brings its own maxSold (seed 001 §4).
  const restrictions = useRestrictions(editor.channel?.id ?? null);
  const limits = restrictions.data?.packageId === packageId ? restrictions.data : null;
  const maxSoldLimit =
    editor.channel?.packageId === packageId ? (limits?.maxSold ?? null) : (pkg?.maxSold ?? null);
  const options = (packages.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} (${formatPrice(p.cost)})`,
  }));

  return (
    <EditorSection id="package" title="Package and price">
      {packages.isError && <Alert severity="error">{CHANNEL_MESSAGES.getPackages}</Alert>}
      {fetched.isError && <Alert severity="error">{CHANNEL_MESSAGES.getPackage}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField
            control={control}
            name="packageId"
            label="Package"
            options={options}
            disabled={!quoteType || packages.isPending}
            emptyLabel="No package"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormNumberField
            control={control}
            name="price"
            label="Price"
            min={0}
            {...(priceHint ? { helperText: priceHint } : {})}
          />
        </Grid>
        {editor.isStaff && (
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormNumberField control={control} name="maxPrice" label="Max price" min={0} />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormNumberField
            control={control}
            name="maxSold"
            label="Max sold"
            integer
            min={1}
            {...(maxSoldLimit !== null
              ? { helperText: `The package sells to at most ${maxSoldLimit}` }
              : {})}
          />
        </Grid>
        {editor.isStaff && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormNumberField control={control} name="bidFloor" label="Bid floor" min={0} />
          </Grid>
        )}
        {editor.isStaff && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormSelectField
              control={control}
              name="trumpFlag"
              label="Trump flag"
              options={TRUMP_FLAG_OPTIONS}
              parse={Number}
            />
          </Grid>
        )}
      </Grid>
      {packageId && <PriceModifiersList packageId={packageId} pkg={pkg} />}
      {editor.carrier === PARENT_COMPANY.STATEFARM && packageId && !isCustomPackage(packageId) && (
        <SubsidyFields editor={editor} packageId={packageId} />
      )}
      {editor.isStaff && <SourcePackageField editor={editor} />}
    </EditorSection>
  );
}
