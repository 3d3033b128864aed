import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('vacations');

/**
 * Vacation pauses of seed 001 §7 (Vacations), paths as the seeds spell them. A client's users
 * and staff schedule, edit and cancel its pauses; only staff replenish its hours.
 */
export const vacationCalls = {
  getVacations: call(
    'GET',
    '/api/vacations/{clientId}',
    "A client's vacation pauses and its hours summary",
  ),
  resetVacationHours: call(
    'POST',
    '/api/vacations/{clientId}/reset',
    "Replenish a client's vacation hours",
    { roles: ROLE_GROUPS.staff },
  ),
  createVacation: call('POST', '/api/vacations', 'Schedule a vacation pause'),
  updateVacation: call('PUT', '/api/vacations', 'Change a pending or active vacation pause'),
  cancelVacation: call(
    'DELETE',
    '/api/Vacations/{id}',
    'Cancel a vacation pause (an active one ends now)',
  ),
};
