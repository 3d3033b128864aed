import Link from '@mui/material/Link';
import type { LeadCreditDetail } from '@client-admin/contracts/credits';
import { FactsList } from '../../../components/facts-list';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';

const leadDetailsPath = (credit: LeadCreditDetail) =>
  paths.client.leadDetails(credit.clientId, credit.leadId, {
    leadType: credit.serviceType,
    sid: credit.outboundCallSid ?? undefined,
  });

/** A credit request in full: the client, the lead, the request, the consumer, the decision. */
export function CreditFacts({ credit }: { credit: LeadCreditDetail }) {
  const decided = credit.decidedAt !== null;
  return (
    <FactsList
      facts={[
        ['Client', `${credit.clientName} (${credit.clientId})`],
        ['Client credit rate', `${credit.clientCreditRate}%`],
        [
          'Lead',
          <Link key="lead" component={AppLink} href={leadDetailsPath(credit)}>
            {`${credit.serviceType} lead ${credit.leadId}`}
          </Link>,
        ],
        ['Channel', credit.channelName],
        ['Price', formatPrice(credit.price)],
        ['Sold', formatDateTime(credit.soldAt)],
        ['Reason', credit.reasonText],
        ['Description', credit.description],
        ['Requested by', credit.requester],
        ['Requested', formatDateTime(credit.requestDate)],
        ['Consumer', credit.consumerName],
        ['Consumer phone', credit.consumerPhone],
        ['Consumer e-mail', credit.consumerEmail],
        ['Consumer location', `${credit.stateAbbreviation} ${credit.zipCode}`.trim()],
        ['Status', credit.status],
        ...(decided
          ? ([
              ['Decided', `${formatDateTime(credit.decidedAt)} by ${credit.decidedBy ?? '—'}`],
            ] as const)
          : []),
        ...(credit.denialReasonText
          ? ([
              ['Denial reason', credit.denialReasonText],
              ['Denial description', credit.denialDescription ?? ''],
            ] as const)
          : []),
      ]}
    />
  );
}
