import { callsOf } from './call-table';

const call = callsOf('support');

export const supportCalls = {
  getSupportContact: call('GET', '/api/support/contact', 'Who a client calls or writes to'),
};
