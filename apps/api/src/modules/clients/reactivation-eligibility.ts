/** The rule lives in packages/domain (decision 0036); the client read and reactivation share it. */
export { isEligibleForReactivation } from '@client-admin/domain/reactivation/reactivation-eligibility';
