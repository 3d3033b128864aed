import { callsOf } from './call-table';

const call = callsOf('lead-flow');

/** Issue 16: web lead intake for vendors and the channel diagnostics (decision 0030). */
export const leadFlowCalls = {
  /** Public to the bearer check: the vendor's `X-Api-Key` header authenticates it. */
  intakeLead: call(
    'POST',
    '/api/intake/leads',
    'A vendor posts a web lead; it is routed and sold at once (X-Api-Key)',
    { public: true },
  ),
  /** A client user for its own channels; staff for any. */
  channelDiagnostics: call(
    'GET',
    '/api/LeadType/{id}/diagnostics',
    'Why am I not getting leads: the last leads a channel did not get, and why',
  ),
};
