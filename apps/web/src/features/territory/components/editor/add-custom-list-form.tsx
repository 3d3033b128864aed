import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MAX_CUSTOM_ZIPS } from '@client-admin/domain/territory/constants';
import { parseZipList } from '@client-admin/domain/territory/custom-zip-list';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { FormTextField } from '../../../../lib/form/form-text-field';
import { useCustomZips } from '../../api/get-custom-zips';
import { AddFormRow } from './add-form-row';
import type { AddFormProps } from './add-form-props';
import type { EditorNotice } from './editor-notice';
import { zipCoordinates } from '../../utils/geo-coordinates';
import { toEditorGeo } from '../../utils/territory-geos';

const customListForm = z.object({
  zips: z
    .string()
    .refine((text) => text.trim() !== '', M.customListEmpty)
    .transform((text) => parseZipList(text))
    .refine((list) => !list.tooMany, M.customListTooLong),
});

/** Adds a custom list of zips; the ones geography does not know are listed in a warning. */
export function AddCustomListForm({ onAdd, onNotices }: AddFormProps) {
  const customZips = useCustomZips();
  const { control, handleSubmit, formState, resetField } = useForm<
    z.input<typeof customListForm>,
    unknown,
    z.output<typeof customListForm>
  >({ resolver: zodResolver(customListForm), defaultValues: { zips: '' }, mode: 'onChange' });
  const zipCount = parseZipList(useWatch({ control, name: 'zips' })).zips.length;

  const add = handleSubmit(({ zips: parsed }) => {
    const invalid: EditorNotice[] =
      parsed.invalid.length > 0
        ? [{ severity: 'warning', text: M.invalidEntries(parsed.invalid) }]
        : [];
    if (parsed.zips.length === 0) {
      return onNotices([...invalid, { severity: 'error', text: M.customListEmpty }]);
    }
    customZips.mutate(parsed.zips, {
      onSuccess: ({ geos, notFound }) => {
        const missing: EditorNotice[] =
          notFound.length > 0 ? [{ severity: 'warning', text: M.zipsNotFound(notFound) }] : [];
        onAdd(geos.map(toEditorGeo), {
          notices: [...invalid, ...missing],
          coordinates: zipCoordinates(geos),
        });
        resetField('zips');
      },
      onError: () => onNotices([{ severity: 'error', text: M.addCustomList }]),
    });
  });

  return (
    <AddFormRow
      label="Add a custom zip list"
      submitLabel="Add list"
      disabled={!formState.isValid}
      busy={customZips.isPending}
      onSubmit={() => void add()}
    >
      <FormTextField
        control={control}
        name="zips"
        multiline
        minRows={3}
        label="Zip codes"
        helperText={`${zipCount} of at most ${MAX_CUSTOM_ZIPS}, separated by commas, spaces or lines`}
      />
    </AddFormRow>
  );
}
