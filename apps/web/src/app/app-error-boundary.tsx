import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/plain/button';
import { newErrorId } from '../lib/error-id';
import { ErrorPageLayout, ErrorPageText } from './error-pages/error-page-layout';

interface State {
  errorId: string | null;
}

/** Last line of defence outside the router: a message with an id and a reload button. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { errorId: null };

  static getDerivedStateFromError(): State {
    return { errorId: newErrorId() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Application error', this.state.errorId, error, info.componentStack);
  }

  override render() {
    if (this.state.errorId === null) return this.props.children;
    return (
      <ErrorPageLayout title="Something went wrong">
        <ErrorPageText secondary>
          Error id: <strong>{this.state.errorId}</strong>
        </ErrorPageText>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </ErrorPageLayout>
    );
  }
}
