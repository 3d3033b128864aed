import { CALL_MESSAGES as C } from '@client-admin/domain/lead-flow/call-messages';
import type { Database } from '../../../db/database';
import { notFound } from '../../../errors';
import { assertClientAccess } from '../../../plugins/access';
import type { RequestUser } from '../../../plugins/auth';
import { findLegBySid, findRecording } from './calls.repository';

/**
 * GET /api/leads/calls/{outboundCallSid}/recording: the leg's audio, for its client's users and
 * staff; 404 for an unknown sid or a leg without a recording.
 */
export async function callRecording(
  db: Database,
  user: RequestUser,
  sid: string,
): Promise<{ audio: Buffer; contentType: string }> {
  return db.transaction(async (tx) => {
    const leg = await findLegBySid(tx, sid);
    if (!leg) throw notFound(C.callNotFound);
    assertClientAccess(user, leg.clientId);
    const recording = leg.recordingKey ? await findRecording(tx, leg.recordingKey) : null;
    if (!recording) throw notFound(C.recordingNotFound);
    return { audio: recording.audio, contentType: recording.contentType };
  });
}
