import { useState } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { newErrorId } from '../../lib/error-id';
import { ApiError } from '../../lib/http';
import { ServerErrorPage } from './server-error-page';

/** A route that failed to load or render: the 500 page with an id the user can quote. */
export function RouteError({ error }: ErrorComponentProps) {
  const [errorId] = useState(() => {
    console.error('Route failed', error);
    return error instanceof ApiError && error.errorId ? error.errorId : newErrorId();
  });
  return <ServerErrorPage errorId={errorId} />;
}
