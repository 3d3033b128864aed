import { Component, type ErrorInfo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { newErrorId } from '../lib/error-id';
import { ErrorPageLayout } from './error-pages/error-page-layout';
import Typography from '@mui/material/Typography';

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
        <Typography color="text.secondary">
          Error id: <strong>{this.state.errorId}</strong>
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </ErrorPageLayout>
    );
  }
}
