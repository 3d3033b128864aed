import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { addNoteRequest, type AddNoteRequest } from '@client-admin/contracts/leads';
import { LENGTHS } from '@client-admin/contracts/schema-builders';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { applyRefusedFields } from '../../../lib/form/apply-server-errors';
import { FormTextField } from '../../../lib/form/form-text-field';
import { useToast } from '../../../lib/toast';
import { useAddNote } from '../api/add-note';
import { noteFailureText } from '../utils/note-failure';

const FIELDS = ['note'];

/** A new note on the lead: more than spaces, at most the contract's length. */
export function AddNoteForm({ sessionId }: { sessionId: number }) {
  const add = useAddNote(sessionId);
  const toast = useToast();
  const { control, handleSubmit, formState, resetField, setError } = useForm<AddNoteRequest>({
    resolver: zodResolver(addNoteRequest),
    defaultValues: { note: '' },
  });
  const typed = useWatch({ control, name: 'note' });

  const submit = handleSubmit(({ note }) =>
    add.mutate(note, {
      onSuccess: () => {
        resetField('note');
        toast.success(M.noteAdded);
      },
      onError: (error) => {
        if (applyRefusedFields(error, FIELDS, setError) === 0) {
          toast.error(noteFailureText(error, M.saveFailed));
        }
      },
    }),
  );

  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void submit(event)}>
      <FormTextField
        control={control}
        name="note"
        label="New note"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: LENGTHS.note } }}
        helperText={`${typed.length}/${LENGTHS.note}`}
      />
      <div>
        <Button type="submit" variant="contained" disabled={!formState.isValid || add.isPending}>
          {add.isPending ? 'Adding…' : 'Add note'}
        </Button>
      </div>
    </Stack>
  );
}
