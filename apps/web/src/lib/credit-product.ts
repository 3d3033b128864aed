import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import type { LeadType } from '@client-admin/domain/leads/leads-constants';

/** The {product} of the credit calls for a lead of this type: 1 web, 2 call (seed 002 §9). */
export const creditProductOf = (leadType: LeadType): '1' | '2' =>
  leadType === 'Call' ? `${PRODUCT_IDS.CALL}` : `${PRODUCT_IDS.WEB}`;
