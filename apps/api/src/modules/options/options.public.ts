/** What other modules may use of options: nothing else of it is theirs to import. */
export { findSalesPersonByEmail, parentCompanyExists } from './options.repository';
