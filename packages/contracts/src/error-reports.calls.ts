import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('errors');

/** Errors the browsers met, kept for developers. */
export const errorReportCalls = {
  createErrorReport: call('POST', '/api/errors', 'Report an error the browser met'),
  listErrorReports: call('GET', '/api/errors', 'The reported errors, newest first', {
    roles: ROLE_GROUPS.developers,
  }),
  clearErrorReports: call('DELETE', '/api/errors', 'Delete every reported error', {
    roles: ROLE_GROUPS.developers,
  }),
};
