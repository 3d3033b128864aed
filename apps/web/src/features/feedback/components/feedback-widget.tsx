import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import Fab from '@mui/material/Fab';
import FeedbackIcon from '@mui/icons-material/Feedback';
import { FeedbackDialog } from './feedback-dialog';

/** Staff's floating feedback button; it records the page it was opened on. */
export function FeedbackWidget() {
  const [open, setOpen] = useState(false);
  const page = useRouterState({ select: (state) => state.location.pathname });

  return (
    <>
      <Fab
        size="small"
        color="secondary"
        aria-label="Send feedback"
        onClick={() => setOpen(true)}
        sx={{
          position: 'fixed',
          right: { xs: 8, sm: 24 },
          bottom: { xs: 8, sm: 24 },
          // Below dialogs and toasts, above page content.
          zIndex: (theme) => theme.zIndex.speedDial,
          opacity: { xs: 0.85, sm: 1 },
        }}
      >
        <FeedbackIcon />
      </Fab>
      {open && <FeedbackDialog page={page} onClose={() => setOpen(false)} />}
    </>
  );
}
