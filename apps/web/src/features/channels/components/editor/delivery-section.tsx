import { useFormContext, useFormState } from 'react-hook-form';
import type { ChannelInput } from '@client-admin/contracts/channels';
import { FormTextField } from '../../../../lib/form/form-text-field';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { CrmDeliveryEditor } from './crm-delivery-editor';
import type { ChannelEditorContext } from './editor-context';
import { EditorSection } from './editor-section';
import { ListTextField } from './list-text-field';

/** Where the channel's leads go: e-mail, CRM posts, and phone numbers for calls. */
export function DeliverySection({ editor }: { editor: ChannelEditorContext }) {
  const { control } = useFormContext<ChannelFormValues, unknown, ChannelInput>();
  const { errors } = useFormState({ control, name: 'phoneNumbers' });
  const phoneErrors = Array.isArray(errors.phoneNumbers) ? errors.phoneNumbers : [];
  const phoneError = phoneErrors.find((e) => e?.message)?.message as string | undefined;

  return (
    <EditorSection id="delivery" title="Delivery">
      <FormTextField
        control={control}
        name="emailDelivery"
        label="E-mail delivery"
        helperText="Comma separated addresses"
        type="text"
      />
      <CrmDeliveryEditor editor={editor} />
      <FormTextField
        control={control}
        name="postTemplate"
        label="Post template"
        multiline
        minRows={4}
      />
      {editor.serviceType === 'Call' && (
        <ListTextField
          control={control}
          name="phoneNumbers"
          label="Phone numbers"
          helperText="Comma separated, 10 digits each"
          error={phoneError}
        />
      )}
    </EditorSection>
  );
}
