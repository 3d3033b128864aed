/**
 * A vendor's retry of a web lead (issue 33, decision 0030): the vendor's lead id is the lead's
 * idempotency key. A post of an id already taken is the same lead when the lead data it would
 * store is the stored lead's, and then answers the first answer; any other data is a 422, like an
 * Idempotency-Key reused with another request on the money calls (decision 0027).
 */

/** A lead's data as intake stores it (trimmed by validation, answers by question). */
export interface IntakeLeadData {
  productTypeId: number;
  quoteType: string;
  zipCode: string;
  consumer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    /** Absent on a lead stored without answers: none. */
    answers?: Record<string, string>;
  };
}

/** The intake body's field of each difference, in the body's order. */
export type IntakeLeadField =
  'productTypeId' | 'quoteType' | 'zip' | 'firstName' | 'lastName' | 'email' | 'phone' | 'answers';

const sameAnswers = (a: Record<string, string> = {}, b: Record<string, string> = {}) => {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
  );
};

/**
 * The fields in which the posted lead differs from the stored one: none for a retry. Values are
 * compared exactly as stored (a phone written otherwise is other data); answers by question,
 * whatever their order.
 */
export function changedIntakeFields(
  stored: IntakeLeadData,
  posted: IntakeLeadData,
): IntakeLeadField[] {
  const changed: IntakeLeadField[] = [];
  if (stored.productTypeId !== posted.productTypeId) changed.push('productTypeId');
  if (stored.quoteType !== posted.quoteType) changed.push('quoteType');
  if (stored.zipCode !== posted.zipCode) changed.push('zip');
  for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
    if (stored.consumer[field] !== posted.consumer[field]) changed.push(field);
  }
  if (!sameAnswers(stored.consumer.answers, posted.consumer.answers)) changed.push('answers');
  return changed;
}
