/** What other modules may use of oidc: nothing else of it is theirs to import. */
export { rolesOf as rolesOfLogin, updateLogin, type LoginChanges } from './accounts.repository';
export { loginExists, provisionClientLogin } from './invited-login.service';
export { OIDC_SCOPE } from './oidc-scope';
