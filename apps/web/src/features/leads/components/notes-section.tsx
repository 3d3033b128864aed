import { useState } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import type { LeadNote } from '@client-admin/contracts/leads';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { TitledSection } from '../../../components/titled-section';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useDeleteNote } from '../api/delete-note';
import { useNotes } from '../api/get-notes';
import { noteFailureText } from '../utils/note-failure';
import { AddNoteForm } from './add-note-form';

/** A lead's notes: add one, delete one after confirming (seed 001 §7, §8). */
export function NotesSection({ sessionId }: { sessionId: number }) {
  const notes = useNotes(sessionId);
  const remove = useDeleteNote(sessionId);
  const toast = useToast();
  const [deleting, setDeleting] = useState<LeadNote | null>(null);

  return (
    <TitledSection title="Notes">
      <Stack spacing={2}>
        <AddNoteForm sessionId={sessionId} />
        {notes.isError && <Alert severity="error">{M.requestFailedNotes}</Alert>}
        {notes.data && notes.data.length === 0 && (
          <Alert severity="info" variant="outlined">
            No notes yet.
          </Alert>
        )}
        {notes.data && notes.data.length > 0 && (
          <List aria-label="Notes" dense>
            {notes.data.map((note) => (
              <ListItem
                key={note.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Delete note of ${formatDateTime(note.createdAt)}`}
                    onClick={() => setDeleting(note)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={note.note}
                  secondary={`${note.createdBy}, ${formatDateTime(note.createdAt)}`}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
      {deleting && (
        <ConfirmDialog
          title="Delete note?"
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                toast.success(M.noteDeleted);
              },
              onError: (error) => {
                setDeleting(null);
                toast.error(noteFailureText(error, M.deleteNoteFailed));
              },
            })
          }
        >
          {`"${deleting.note.length > 80 ? `${deleting.note.slice(0, 80)}…` : deleting.note}" will be deleted.`}
        </ConfirmDialog>
      )}
    </TitledSection>
  );
}
