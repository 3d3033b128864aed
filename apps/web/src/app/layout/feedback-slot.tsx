import { Component, lazy, Suspense, type ReactNode } from 'react';
import { withMuiTheme } from '../../lib/with-mui-theme';

const FeedbackWidget = lazy(
  withMuiTheme(() =>
    import('../../features/feedback/components/feedback-widget').then((m) => ({
      default: m.FeedbackWidget,
    })),
  ),
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
