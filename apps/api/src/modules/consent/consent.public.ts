/** What other modules may use of consent: nothing else of it is theirs to import. */
export { consentCompanyExists } from './consent.repository';
