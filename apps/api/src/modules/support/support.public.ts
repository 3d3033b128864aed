/** What other modules may use of support: nothing else of it is theirs to import. */
export { getSupportContact } from './support.service';
