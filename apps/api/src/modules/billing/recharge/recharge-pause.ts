import { setClientStatus } from '../../clients/clients.public';
import { RECHARGE_PAUSED_STATUS } from '@client-admin/domain/billing/recharge';
import { pauseLifted, type RechargePause } from '@client-admin/domain/billing/recharge-pause';
import type { Tx } from '../../../db/database';
import type { BalanceRow } from '../ledger.repository';
import { clientStatus, deletePause, findPause, insertPause } from './recharge.repository';

/**
 * PAUSE_RECHARGE (decisions 0030, 0031): a declined recharge, or a lead the balance of a client
 * without recharge could not pay, pauses the client; money into that product which pays the
 * recorded amount again, or an approved recharge, restores the status it had.
 */
export async function pauseForRecharge(
  tx: Tx,
  clientId: number,
  pause: RechargePause,
): Promise<void> {
  const status = await clientStatus(tx, clientId);
  if (status === null || status === RECHARGE_PAUSED_STATUS) return;
  await insertPause(tx, { clientId, previousStatus: status, ...pause });
  await setClientStatus(tx, clientId, RECHARGE_PAUSED_STATUS);
}

/** Restores the status the pause kept (unless someone changed it since) and forgets the pause. */
export async function endRechargePause(tx: Tx, clientId: number): Promise<void> {
  const pause = await findPause(tx, clientId);
  if (!pause) return;
  if ((await clientStatus(tx, clientId)) === RECHARGE_PAUSED_STATUS) {
    await setClientStatus(tx, clientId, pause.previousStatus);
  }
  await deletePause(tx, clientId);
}

/** The ledger raised a balance: the pause ends when that balance now pays what it waits for. */
export async function liftRechargePauseIfCovered(tx: Tx, balance: BalanceRow): Promise<void> {
  const pause = await findPause(tx, balance.clientId);
  if (pause && pauseLifted(pause, balance)) {
    await endRechargePause(tx, balance.clientId);
  }
}
