import { callsOf } from './call-table';

const call = callsOf('lead-flow');

/** Issue 16: inbound calls, their recordings and the telephony provider's callbacks (0033). */
export const leadFlowCallCalls = {
  /** Public to the bearer check: the vendor's `X-Api-Key` header authenticates it. */
  intakeCall: call(
    'POST',
    '/api/intake/calls',
    'A vendor transfers an inbound call; it is offered to the best call channel (X-Api-Key)',
    { public: true },
  ),
  /** A client user for its own calls; staff for any. */
  callRecording: call(
    'GET',
    '/api/leads/calls/{outboundCallSid}/recording',
    'The recording of a call leg, as audio/wav',
  ),
  /** Public to the bearer check: Twilio's X-Twilio-Signature authenticates it. */
  twilioStatus: call(
    'POST',
    '/api/telephony/twilio/status',
    "Twilio's status callback of a call leg (X-Twilio-Signature)",
    { public: true },
  ),
  twilioRecording: call(
    'POST',
    '/api/telephony/twilio/recording',
    "Twilio's recording callback of a call leg (X-Twilio-Signature)",
    { public: true },
  ),
};
