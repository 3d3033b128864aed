import type { LeadCreditDetail, LeadCreditItem, TopReason } from '@client-admin/contracts/credits';
import { leadTypeOfProduct } from '@client-admin/domain/credits/credit-constants';
import { creditRatePercent } from '@client-admin/domain/credits/credit-eligibility';
import { creditReasonText } from '@client-admin/domain/credits/credit-reasons';
import { toDollars } from '@client-admin/domain/money';
import type { CreditDetailRow, CreditItemRow } from './lead-credits.repository';

/** Rows of the lead credits repository to the contracts' answers (no table shape leaks out). */

export function toLeadCreditItem(row: CreditItemRow): LeadCreditItem {
  return {
    id: row.id,
    leadId: row.saleId,
    sessionId: row.saleId,
    clientId: row.clientId,
    clientName: row.clientName,
    parentCompany: row.parentCompany,
    serviceType: leadTypeOfProduct(row.productTypeId),
    channelId: row.channelId,
    channelName: row.channelName,
    quoteType: row.quoteType,
    price: toDollars(row.priceCents),
    reason: row.reason,
    reasonText: creditReasonText(row.reason),
    description: row.description,
    requestDate: row.requestedAt.toISOString(),
    requester: row.requestedByName,
    status: row.status,
    outboundCallSid: row.outboundCallSid,
  };
}

export function toLeadCreditDetail(row: CreditDetailRow): LeadCreditDetail {
  const { consumer } = row;
  return {
    ...toLeadCreditItem(row),
    soldAt: row.soldAt.toISOString(),
    consumerName: `${consumer.firstName} ${consumer.lastName}`.trim(),
    consumerPhone: consumer.phone,
    consumerEmail: consumer.email,
    stateAbbreviation: row.stateAbbreviation,
    zipCode: row.zipCode,
    clientPhone: row.clientPhone,
    clientCreditRate: creditRatePercent(row.credited, row.sold),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    denialReason: row.denialReason,
    denialReasonText: row.denialReason === null ? null : creditReasonText(row.denialReason),
    denialDescription: row.denialDescription,
  };
}

export function toTopReason(row: {
  reason: string;
  productTypeId: number;
  count: number;
}): TopReason {
  return {
    reason: row.reason,
    reasonText: creditReasonText(row.reason),
    serviceType: leadTypeOfProduct(row.productTypeId),
    count: row.count,
  };
}
