import { Component, lazy, Suspense, type ReactNode } from 'react';

// Drawn without MUI; its form loads MUI's theme with it when opened (decision 0043).
const FeedbackWidget = lazy(() =>
  import('../../features/feedback/components/feedback-widget').then((m) => ({
    default: m.FeedbackWidget,
  })),
);

// The widget is an extra: if its chunk fails the page must still work.
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Feedback widget failed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The staff feedback widget, loaded only for staff. */
export function FeedbackSlot() {
  return (
    <Quiet>
      <Suspense fallback={null}>
        <FeedbackWidget />
      </Suspense>
    </Quiet>
  );
}
