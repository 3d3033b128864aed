/** What other modules may use of auth: nothing else of it is theirs to import. */
export { findLinkedClient, linkClient } from './auth.repository';
