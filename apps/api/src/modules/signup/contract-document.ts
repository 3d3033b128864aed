import { createHash } from 'node:crypto';
import type { Signup } from '@client-admin/contracts/signup';
import { filtersText } from '@client-admin/domain/signup/contract-filters';
import { contractTerms } from '@client-admin/domain/signup/contract-terms';

/**
 * The contract a client reads and signs: the signup's client, channels, schedule, money and
 * terms, in a fixed order. Its SHA-256 names exactly what was shown: the signature must carry
 * it, and the same signup always gives the same hash.
 */
export function contractDocument(signup: Signup) {
  const products = ([1, 2] as const).filter((p) =>
    signup.clientQuoteTypes.some((c) => c.productTypeId === p),
  );
  const terms = contractTerms({ ...signup, products });
  const { client } = signup;
  return {
    signupId: signup.id,
    client: {
      clientType: client.clientType,
      fullName: client.fullName,
      contact: `${client.businessContactFirstName} ${client.businessContactLastName}`.trim(),
      address: [client.address1, client.address2, client.city, client.state, client.zip]
        .filter(Boolean)
        .join(', '),
      phone: client.phone,
      email: client.email,
      parentCompany: client.parentCompany,
      level: client.level,
    },
    channels: signup.clientQuoteTypes.map((c) => ({
      name: c.name,
      serviceType: c.serviceType,
      quoteType: c.channel.quoteType,
      price: c.channel.price,
      territory: c.channel.geoMaps.map((g) =>
        [g.stateAbbreviation, g.county, g.zipCode].filter(Boolean).join(' '),
      ),
      weeklyCap: c.channel.dayCapSchedule?.weekly ?? null,
      filters: filtersText(c.filters),
    })),
    schedule: signup.clientSchedule
      .filter((d) => d.isActive)
      .map((d) => ({
        dayIndex: d.dayIndex,
        parts: d.dayPartSchedules.map((p) => `${p.dayPartCap.startTime}-${p.dayPartCap.endTime}`),
      })),
    deposits: signup.deposits,
    promoId: signup.promoId,
    matchPromoValues: signup.matchPromoValues,
    activationDate: signup.activationDate,
    terms,
  };
}

export type ContractDocument = ReturnType<typeof contractDocument>;

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export const documentHash = (document: ContractDocument) => sha256(JSON.stringify(document));
