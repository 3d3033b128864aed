/**
 * What a buyer's transactions say for the leads and calls it bought (issue 36, item 8): the lead
 * by the id the portal shows that buyer (its sale's, the lead detail's "Session id"), never an
 * internal id or a telephone network's call SID.
 */
export const leadChargeDescription = (saleId: number) => `Lead ${saleId}`;

export const callChargeDescription = (saleId: number) => `Call lead ${saleId}`;

/** A missed call has no sale: its penalty names the call by when it came (the portal's time). */
export const missedCallPenaltyDescription = (receivedAt: string) =>
  `Missed call penalty: the call of ${receivedAt}`;
