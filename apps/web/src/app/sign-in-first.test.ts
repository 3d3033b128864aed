import { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { createAppRouter } from './router';
import { signInFirst } from './sign-in-first';

/** Whether the route or a parent has a guard (every guard of the table needs a session). */
const guarded = (route: AnyRoute | undefined): boolean =>
  route !== undefined &&
  (route.options.beforeLoad !== undefined || guarded(route.parentRoute as AnyRoute | undefined));

/** Sample URLs of a route path: each parameter filled, an optional one filled and left out. */
const samples = (fullPath: string) => {
  const filled = fullPath.replace(/\{-\$[^}]+\}/g, '7').replace(/\$[A-Za-z_]+/g, '7');
  const withoutOptional = fullPath.replace(/\/?\{-\$[^}]+\}/g, '').replace(/\$[A-Za-z_]+/g, '7');
  return [...new Set([filled, withoutOptional || '/'])];
};

describe('sign-in before the app loads', () => {
  it('matches exactly the guarded routes of the route table', () => {
    const router = createAppRouter(new QueryClient());
    const routes = Object.values(router.routesById as Record<string, AnyRoute>).filter(
      (route) => !route.isRoot,
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      for (const url of samples(route.fullPath)) {
        expect({ url, signInFirst: signInFirst(url) }).toEqual({
          url,
          signInFirst: guarded(route),
        });
      }
    }
  });

  it('ignores case, as the router does, and leaves unknown paths to the app (404)', () => {
    expect(signInFirst('/AD')).toBe(true);
    expect(signInFirst(paths.client.channels(12).toUpperCase())).toBe(true);
    expect(signInFirst('/no-such-page')).toBe(false);
    expect(signInFirst(paths.callback())).toBe(false);
    expect(signInFirst(paths.loggedOut())).toBe(false);
    expect(signInFirst(paths.signContract(5))).toBe(false);
  });
});
