/** What other modules may use of leads: nothing else of it is theirs to import. */
export { loadSaleFor, type SaleRow } from './lead-access';
export { channelName } from './leads.repository';
