import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { invalidClientId } from '../load-client';
import { RouteNotFound } from './not-found-page';

function renderAt(path: string) {
  const rootRoute = createRootRoute({ notFoundComponent: RouteNotFound });
  const clientRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/client/$clientId',
    loader: () => {
      throw invalidClientId();
    },
    component: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([clientRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
}

describe('not-found page', () => {
  it('shows the 404 text and a Go back button for an unknown path', async () => {
    renderAt('/nowhere');
    expect(await screen.findByText('Oops.. You just found an error page..')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.queryByText('Invalid ClientID')).not.toBeInTheDocument();
  });

  it("names the missing resource: 'Invalid ClientID' for an unknown client", async () => {
    renderAt('/client/999');
    expect(await screen.findByText('Invalid ClientID')).toBeInTheDocument();
    expect(screen.getByText('Oops.. You just found an error page..')).toBeInTheDocument();
  });
});
