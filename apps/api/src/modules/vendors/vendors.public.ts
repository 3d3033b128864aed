/** What other modules may use of vendors: nothing else of it is theirs to import. */
export { vendorOfApiKey } from './api-keys/vendor-api-keys.service';
