import type { PendingSignup, Signup, SignupFields } from '@client-admin/contracts/signup';
import { matchPromoValue } from '@client-admin/domain/signup/signup-billing';
import type { SignupRuleFlags } from '@client-admin/domain/signup/signup-errors';
import type { PendingSignupRow, SignupRow } from './signup.repository';
import { describeChannel, validateSignup } from './signup-validation';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Dollars each product's match promo gives on its deposit. */
function matchPromoValues(fields: SignupFields): Signup['matchPromoValues'] {
  const values = { '1': 0, '2': 0 };
  for (const promo of fields.matchPromos) {
    const key = String(promo.productType) as '1' | '2';
    values[key] = matchPromoValue(promo, fields.deposits[key]);
  }
  return values;
}

export function toSignup(row: SignupRow, flags: SignupRuleFlags): Signup {
  const fields = row.fields;
  return {
    ...fields,
    clientQuoteTypes: fields.clientQuoteTypes.map((entry) => {
      const { name, productTypeId } = describeChannel(entry);
      return { ...entry, name, productTypeId };
    }),
    id: row.id,
    status: row.status,
    salesPersonEmail: row.salesPersonEmail,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    contractSentAt: iso(row.contractSentAt),
    signedAt: iso(row.signedAt),
    clientId: row.clientId,
    matchPromoValues: matchPromoValues(fields),
    validationResult: validateSignup(fields, flags),
  };
}

export const toPendingSignup = (row: PendingSignupRow): PendingSignup => ({
  id: row.id,
  blobKey: String(row.id),
  status: row.status,
  fullName: row.fullName,
  email: row.email,
  parentCompany: row.parentCompany,
  salesPersonEmail: row.salesPersonEmail,
  channels: row.channelCount,
  isAccountValid: row.isAccountValid,
  updatedAt: row.updatedAt,
  contractSentAt: row.contractSentAt,
});

/** The list columns kept beside the document. */
export function listColumns(fields: SignupFields, flags: SignupRuleFlags) {
  return {
    fullName: fields.client.fullName,
    email: fields.client.email,
    parentCompany: fields.client.parentCompany,
    channelCount: fields.clientQuoteTypes.length,
    isAccountValid: validateSignup(fields, flags).isAccountValid,
  };
}
