import type { RequestUser } from '../../../plugins/auth';

/** Who asked for or decided a credit: a login id (or subject) and the name people see. */
export interface CreditActor {
  id: string;
  name: string;
}

export const creditActorOf = (user: RequestUser): CreditActor => ({
  id: user.id,
  name: user.name || user.email,
});
