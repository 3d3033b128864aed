/**
 * The paths of the route table whose guard needs a signed-in user (requireSession or
 * requireAccess, on the route or a parent), lower-cased: the router matches case-insensitively.
 * The entry sends a visitor with no stored session on one of them to sign-in before the app
 * loads. sign-in-first.test.ts checks the list against the route table.
 */
const SIGNED_IN_PATHS = [
  /^\/$/,
  /^\/ad\/?$/,
  /^\/client\/[^/]+(\/.*)?$/,
  /^\/staff-tools(\/[^/]*)?\/?$/,
  /^\/leads\/(channeledit|create-channel|create-channel-lut)\/.+$/,
  /^\/billing(\/[^/]+)?\/?$/,
  /^\/(support|subsidy|health|creditdialer|territories-opt-in|notifications)\/?$/,
  /^\/product-admin(\/flags)?\/?$/,
  /^\/cd\/[^/]+\/?$/,
  /^\/review-terms\/[^/]+\/?$/,
  /^\/dev\/(mail|errors|dead-letters)\/?$/,
];
/** Pages without a login, even under a prefix above. */
const PUBLIC_PATHS = [/^\/signup\/sign-contract\//];
const SIGNUP = /^\/signup(\/[^/]+)?\/?$/;

export function signInFirst(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (PUBLIC_PATHS.some((pattern) => pattern.test(path))) return false;
  return SIGNUP.test(path) || SIGNED_IN_PATHS.some((pattern) => pattern.test(path));
}
