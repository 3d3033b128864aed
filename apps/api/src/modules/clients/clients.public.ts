/** What other modules may use of clients: nothing else of it is theirs to import. */
export { actorOf } from './audit-actor';
export { recordClientLog } from './client-logs.service';
export {
  checkClientFor,
  clientExists,
  type ClientRow,
  findClient,
  loadClientFor,
} from './client-lookup';
export {
  lockClientStatus,
  moveClientStatus,
  type StatusActor,
} from './client-status-change.service';
export { insertClient, setClientStatus, updateClient } from './clients.repository';
export { boundedPageMeta, pageMeta, pageOffset } from './paging';
