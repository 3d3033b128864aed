import type { Card } from '@client-admin/contracts/billing-cards';
import { cardNumberDisplay } from '@client-admin/domain/billing/cards/card-number';
import { formatExpiration } from '@client-admin/domain/billing/cards/card-expiration';
import type { CardRow } from './cards.repository';

export const toCard = (row: CardRow): Card => ({
  paymentId: row.id,
  clientId: row.clientId,
  brand: row.brand,
  cardNumber: cardNumberDisplay(row.lastFour),
  cardNumberDisplay: cardNumberDisplay(row.lastFour),
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
});
