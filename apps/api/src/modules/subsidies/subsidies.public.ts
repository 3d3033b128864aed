/** What other modules may use of subsidies: nothing else of it is theirs to import. */
export {
  type LeadSubsidy,
  type LeadSubsidyInput,
  type SubsidyLedgerEntry,
  subsidyForLead,
} from './lead-subsidy.service';
