import type { Tx } from '../database';
import { subscriptionFilterTypes, vendors } from '../schema/packages';

/**
 * What demo-channels leaves out: a free-text filter type (it seeds only lookup and number
 * kinds) and a retired vendor (they are all active), so every input kind and the active-only
 * top-vendors list show in the demo.
 */
export async function seedDemoFilterTypesAndVendors(tx: Tx): Promise<void> {
  await tx
    .insert(subscriptionFilterTypes)
    .values({ name: 'Excluded Zip Codes', operator: 'NOT IN', inputKind: 'text' });
  await tx.insert(vendors).values({ name: 'LeadPoint', isActive: false, leadVolume: 9000 });
}
