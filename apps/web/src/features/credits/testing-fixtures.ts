import type { LeadCreditDetail, LeadCreditItem } from '@client-admin/contracts/credits';

/** A pending web credit request; `over` changes any field. */
export const creditItem = (id: number, over: Partial<LeadCreditItem> = {}): LeadCreditItem => ({
  id,
  leadId: 100 + id,
  sessionId: 200 + id,
  clientId: 5,
  clientName: `Agency ${id}`,
  parentCompany: 'STATEFARM',
  serviceType: 'Web',
  channelId: 7,
  channelName: 'Auto TX',
  quoteType: 'auto',
  price: 15,
  reason: 'DUPLICATE',
  reasonText: 'Duplicate lead',
  description: `Same consumer as lead ${id}`,
  requestDate: '2026-11-20T16:00:00.000Z',
  requester: 'agent@example.com',
  status: 'Pending',
  outboundCallSid: null,
  ...over,
});

/** The detail of creditItem(id). */
export const creditDetail = (
  id: number,
  over: Partial<LeadCreditDetail> = {},
): LeadCreditDetail => ({
  ...creditItem(id),
  soldAt: '2026-11-19T16:00:00.000Z',
  consumerName: 'Pat Doe',
  consumerPhone: '(512) 555-0100',
  consumerEmail: 'pat.doe@example.com',
  stateAbbreviation: 'TX',
  zipCode: '78701',
  clientPhone: '(512) 555-0199',
  clientCreditRate: 4.5,
  decidedAt: null,
  decidedBy: null,
  denialReason: null,
  denialReasonText: null,
  denialDescription: null,
  ...over,
});

export const creditPage = (items: LeadCreditItem[], total = items.length, page = 1) => ({
  items,
  metaData: { page, pageSize: 10, totalRecords: total, totalPages: Math.ceil(total / 10) },
});
