import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('mail');

export const mailCalls = {
  getMailOutbox: call('GET', '/api/mail/outbox', 'The mail the embedded e-mail adapter kept', {
    roles: ROLE_GROUPS.developers,
  }),
};
