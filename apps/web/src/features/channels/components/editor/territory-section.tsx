import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { PRODUCT_ID_BY_SERVICE } from '@client-admin/domain/quote-types';
import { rowErrorMessage } from '../../../../lib/form/refused-fields';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import type { ChannelEditorContext } from './editor-context';
import type { ChannelEditorParts, TerritoryBasis } from './editor-parts';
import { EditorSection } from './editor-section';

/** A refused save's messages for the geo maps: of the whole list, and of each row it names. */
function territoryErrors(error: unknown) {
  const rowErrors = new Map<number, string>();
  if (Array.isArray(error)) {
    error.forEach((row: unknown, index) => {
      const message = rowErrorMessage(row);
      if (message) rowErrors.set(index, message);
    });
  }
  const whole = (error as { message?: unknown } | undefined)?.message;
  return { error: typeof whole === 'string' ? whole : undefined, rowErrors };
}

/**
 * The channel's geo maps in the territory editor (the territory feature's, given by app/), estimated for the channel's package,
 * else its quote type and product. A geo taken out leaves the territory when the channel is
 * saved (the save replaces the geo maps), so no separate remove-zip call is made.
 */
export function TerritorySection({
  editor,
  TerritoryField,
}: {
  editor: ChannelEditorContext;
  TerritoryField: ChannelEditorParts['TerritoryField'];
}) {
  const { control, clearErrors } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
  const { field, fieldState } = useController({ control, name: 'geoMaps' });
  const { error, rowErrors } = territoryErrors(fieldState.error);
  const [packageId, quoteType] = useWatch({ control, name: ['packageId', 'quoteType'] });
  const basis: TerritoryBasis | null = packageId
    ? { packageId }
    : quoteType
      ? { quoteType, productTypeId: PRODUCT_ID_BY_SERVICE[editor.serviceType] }
      : null;

  return (
    <EditorSection id="territory" title="Territory">
      <TerritoryField
        geos={field.value}
        onChange={(geos) => {
          // A refusal's rows are those of the territory it was sent; a change moves them.
          clearErrors('geoMaps');
          field.onChange(geos);
        }}
        basis={basis}
        error={error}
        rowErrors={rowErrors}
      />
    </EditorSection>
  );
}
