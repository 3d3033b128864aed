/**
 * A balance never goes below its limit (0 unless staff allow an overdraft, then negative).
 * Only a movement that lowers a balance is checked; one that raises it always may.
 */
export function breaksLimit(balanceCents: number, deltaCents: number, limitCents: number): boolean {
  return deltaCents < 0 && balanceCents + deltaCents < limitCents;
}
