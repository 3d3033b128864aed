/** What other modules may use of lead-flow: nothing else of it is theirs to import. */
export { requeueDelivery } from './delivery/lead-deliveries.repository';
export { readRoutingHistory } from './history/routing-history.repository';
