import { Suspense, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { FeedbackIcon } from '../../../components/plain/icons';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import styles from './feedback-widget.module.css';

// The form (MUI, react-hook-form, zod) loads when the button is pointed at or pressed.
const FeedbackDialog = lazyWithPreload(() => import('./feedback-dialog'));

/** Staff's floating feedback button; it records the page it was opened on. */
export function FeedbackWidget() {
  const [open, setOpen] = useState(false);
  const page = useRouterState({ select: (state) => state.location.pathname });

  return (
    <>
      <button
        type="button"
        className={styles.fab}
        aria-label="Send feedback"
        onMouseEnter={FeedbackDialog.preload}
        onFocus={FeedbackDialog.preload}
        onClick={() => setOpen(true)}
      >
        <FeedbackIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackDialog.Component page={page} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
