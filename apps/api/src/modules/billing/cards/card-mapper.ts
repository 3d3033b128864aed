import type { Card } from '@client-admin/contracts/billing-cards';
import { cardNumberDisplay } from '@client-admin/domain/billing/cards/card-number';
import { formatExpiration } from '@client-admin/domain/billing/cards/card-expiration';
import type { CardRow } from './cards.repository';

export function toCard(row: CardRow): Card {
  // The masked number is all the API knows: seed 002's cardNumber and its display are the same.
  const masked = cardNumberDisplay(row.lastFour);
  return {
    paymentId: row.id,
    clientId: row.clientId,
    brand: row.brand,
    cardNumber: masked,
    cardNumberDisplay: masked,
    lastFour: row.lastFour,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    address1: row.address1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    monthExpires: row.monthExpires,
    yearExpires: row.yearExpires,
    expiration: formatExpiration(row),
    status: row.status,
    isPrimary: row.isPrimary,
  };
}
