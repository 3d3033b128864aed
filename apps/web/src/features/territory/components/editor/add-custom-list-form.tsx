import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { MAX_CUSTOM_ZIPS } from '@client-admin/domain/territory/constants';
import { parseZipList } from '@client-admin/domain/territory/custom-zip-list';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { useCustomZips } from '../../api/get-custom-zips';
import { AddFormRow } from './add-form-row';
import type { AddFormProps } from './add-form-props';
import type { EditorNotice } from './editor-notice';
import { zipCoordinates } from '../../utils/geo-coordinates';
import { toEditorGeo } from '../../utils/territory-geos';

/** Adds a custom list of zips; the ones geography does not know are listed in a warning. */
export function AddCustomListForm({ onAdd, onNotices }: AddFormProps) {
  const [text, setText] = useState('');
  const customZips = useCustomZips();
  const parsed = parseZipList(text);

  const add = () => {
    if (parsed.tooMany) return onNotices([{ severity: 'error', text: M.customListTooLong }]);
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
        setText('');
      },
      onError: () => onNotices([{ severity: 'error', text: M.addCustomList }]),
    });
  };

  return (
    <AddFormRow
      label="Add a custom zip list"
      submitLabel="Add list"
      disabled={text.trim() === ''}
      busy={customZips.isPending}
      onSubmit={add}
    >
      <TextField
        fullWidth
        multiline
        minRows={3}
        label="Zip codes"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={parsed.tooMany}
        helperText={
          parsed.tooMany
            ? M.customListTooLong
            : `${parsed.zips.length} of at most ${MAX_CUSTOM_ZIPS}, separated by commas, spaces or lines`
        }
      />
    </AddFormRow>
  );
}
