import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { ChannelInput } from '@client-admin/contracts/channels';
import { PRODUCT_ID_BY_SERVICE } from '@client-admin/domain/quote-types';
import { TerritoryEditor } from '../../../../components/territory/territory-editor';
import type { EstimateBasis } from '../../../../components/territory/api/get-geo-estimate';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import type { ChannelEditorContext } from './editor-context';
import { EditorSection } from './editor-section';

/**
 * The channel's geo maps in the shared territory editor, estimated for the channel's package,
 * else its quote type and product. A geo taken out leaves the territory when the channel is
 * saved (the save replaces the geo maps), so no separate remove-zip call is made.
 */
export function TerritorySection({ editor }: { editor: ChannelEditorContext }) {
  const { control } = useFormContext<ChannelFormValues, unknown, ChannelInput>();
  const { field } = useController({ control, name: 'geoMaps' });
  const [packageId, quoteType] = useWatch({ control, name: ['packageId', 'quoteType'] });
  const basis: EstimateBasis | null = packageId
    ? { packageId }
    : quoteType
      ? { quoteType, productTypeId: PRODUCT_ID_BY_SERVICE[editor.serviceType] }
      : null;

  return (
    <EditorSection id="territory" title="Territory">
      <TerritoryEditor geos={field.value} onChange={field.onChange} basis={basis} />
    </EditorSection>
  );
}
