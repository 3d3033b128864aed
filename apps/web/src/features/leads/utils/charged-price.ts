import { formatPrice } from '../../../lib/format-price';

/** Where a call was never billed (missed, or too short), the log and its detail say so alike. */
export const NOT_CHARGED = 'Not charged';

/** A lead's or call's price as the buyer paid it: a call not billed cost nothing. */
export const chargedPrice = (price: number, call: { billable: boolean } | null | undefined) =>
  call && !call.billable ? NOT_CHARGED : formatPrice(price);
