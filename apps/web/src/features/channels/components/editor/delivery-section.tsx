import { useFormContext, useFormState } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { FormTextField } from '../../../../lib/form/form-text-field';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { CrmDeliveryEditor } from './crm-delivery-editor';
import type { ChannelEditorContext } from './editor-context';
import { EditorSection } from './editor-section';
import { ListTextField } from './list-text-field';

/** Where the channel's leads go: e-mail, CRM posts, and phone numbers for calls. */
export function DeliverySection({ editor }: { editor: ChannelEditorContext }) {
  const { control } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
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
      {editor.clientId === null ? (
        <Typography variant="body2" color="text.secondary">
          CRM posting is set up on the channel once the client has signed: the CRMs a channel may
          post to depend on the client&apos;s account.
        </Typography>
      ) : (
        <CrmDeliveryEditor editor={editor} />
      )}
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
