import type { RequestUser } from '../../plugins/auth';

/** The audit columns naming who made a change. */
export const actorOf = (user: RequestUser) => ({ actorUserId: user.id, actorEmail: user.email });
