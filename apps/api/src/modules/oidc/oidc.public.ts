/** What other modules may use of oidc: nothing else of it is theirs to import. */
export { OIDC_SCOPE } from './oidc-scope';
