/** What other modules may use of features: nothing else of it is theirs to import. */
export { type FlagWithRules } from './features.repository';
export { flagForClient, flagsForCaller, flagValueOf, loadFlags } from './features.service';
