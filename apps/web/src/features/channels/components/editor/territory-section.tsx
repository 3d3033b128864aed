import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { PRODUCT_ID_BY_SERVICE } from '@client-admin/domain/quote-types';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import type { ChannelEditorContext } from './editor-context';
import type { ChannelEditorParts, TerritoryBasis } from './editor-parts';
import { EditorSection } from './editor-section';

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
  const { control } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
  const { field } = useController({ control, name: 'geoMaps' });
  const [packageId, quoteType] = useWatch({ control, name: ['packageId', 'quoteType'] });
  const basis: TerritoryBasis | null = packageId
    ? { packageId }
    : quoteType
      ? { quoteType, productTypeId: PRODUCT_ID_BY_SERVICE[editor.serviceType] }
      : null;

  return (
    <EditorSection id="territory" title="Territory">
      <TerritoryField geos={field.value} onChange={field.onChange} basis={basis} />
    </EditorSection>
  );
}
