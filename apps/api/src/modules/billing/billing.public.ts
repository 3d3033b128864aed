/** What other modules may use of billing: nothing else of it is theirs to import. */
export {
  cardCharge,
  charge,
  deposit,
  type HeldBalance,
  leadCharge,
  leadCharges,
  leadCredits,
  lockClientBalances,
  markUnchargedSales,
  subsidy,
} from './ledger.service';
export {
  chargeDeposits,
  type DepositCharge,
  type DepositCharges,
  recordNewClientBilling,
  saveNewClientCard,
  voidCharges,
} from './new-client-billing.service';
export { getPromos } from './promos/promos.service';
export { vaultChargeReference } from './vault-reference';
export { pauseForRecharge } from './recharge/recharge-pause';
export { balanceChanged, balancesChanged, rechargeUncovered } from './recharge/recharge.service';
