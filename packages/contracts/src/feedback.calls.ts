import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('feedback');

/** The staff feedback widget, and the list client services read. */
export const feedbackCalls = {
  // Client users hold no role at all, so any role makes a caller staff.
  createFeedback: call('POST', '/api/feedback', 'Send feedback from the staff widget', {
    roles: ROLE_GROUPS.staff,
  }),
  getFeedbackList: call('GET', '/api/feedback', 'The feedback sent, newest first', {
    roles: ROLE_GROUPS.clientServices,
  }),
};
