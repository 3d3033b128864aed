import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Lead } from '@client-admin/contracts/leads';
import { leadCreditProblem } from '@client-admin/domain/credits/credit-eligibility';
import { toCents } from '@client-admin/domain/money';
import { TitledSection } from '../../../components/titled-section';
import { errorMessage } from '../../../lib/error-message';
import { PageLoading } from '../../../components/page-loading';
import { useCreditEligibility } from '../api/get-credit-eligibility';
import { RequestCreditDialog } from './request-credit-dialog';

interface CreditRequestOfferProps {
  /** A lead without a credit request. */
  lead: Lead;
  /** After a request was taken: the lead is read again to show it. */
  onRequested: () => void;
}

/**
 * A lead without a credit request offers one (decision 0044) when the lead may still be credited
 * and its client may ask; otherwise it says why not.
 */
export function CreditRequestOffer({ lead, onRequested }: CreditRequestOfferProps) {
  const [now] = useState(() => new Date());
  const [asking, setAsking] = useState(false);
  const leadProblem = leadCreditProblem({
    soldAt: new Date(lead.soldAt),
    now,
    priceCents: toCents(lead.price),
    alreadyRequested: false,
  });
  const eligibility = useCreditEligibility(lead.clientId, lead.leadType, leadProblem === null);
  const clientProblem = eligibility.data?.eligible === false ? eligibility.data.reason : null;
  const why = leadProblem ?? clientProblem;

  return (
    <TitledSection title="Credit request">
      <Typography variant="body2">No credit was requested for this lead.</Typography>
      {why && <Alert severity="info">{why}</Alert>}
      {eligibility.isError && (
        <Alert severity="warning">{`Credit eligibility is unknown: ${errorMessage(eligibility.error)}`}</Alert>
      )}
      {leadProblem === null && eligibility.isPending && (
        <PageLoading label="Checking credit eligibility" />
      )}
      {eligibility.data?.eligible && (
        <div>
          <Button variant="contained" onClick={() => setAsking(true)}>
            Request credit
          </Button>
        </div>
      )}
      {asking && (
        <RequestCreditDialog
          lead={lead}
          onClose={() => setAsking(false)}
          onRequested={() => {
            setAsking(false);
            onRequested();
          }}
        />
      )}
    </TitledSection>
  );
}
