import { signInFirst } from './app/sign-in-first';
import { hasAnyStoredUser } from './lib/auth/stored-user';

/**
 * The entry: a few KB that decide whether this visit starts with the sign-in redirect. A visitor
 * with no stored session on a page that needs one goes to the identity provider before the app's
 * JavaScript (React, MUI, the router) loads; everyone else gets the app (app/start.tsx).
 */
const startApp = () =>
  import('./app/start').catch((error: unknown) => console.error('Could not start the app', error));

if (!hasAnyStoredUser() && signInFirst(window.location.pathname)) {
  import('./lib/auth/sign-in')
    .then((auth) => auth.signIn())
    .catch((error: unknown) => {
      // The app's guards try again and show what went wrong.
      console.error('Could not start sign-in', error);
      return startApp();
    });
} else {
  void startApp();
}
