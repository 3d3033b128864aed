import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DialerFilter, LeadCreditDetail } from '@client-admin/contracts/credits';
import { TitledSection } from '../../../components/titled-section';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useDialerLead } from '../api/get-dialer-lead';
import { useDialerLeadCount } from '../api/get-dialer-lead-count';
import { dialerCountFailure, dialerLeadFailure } from '../utils/dialer-messages';
import { CallControls } from './call-controls';
import { CreditFacts } from './credit-facts';
import { DialerDecisionDialogs } from './dialer-decision-dialogs';
import { DialerFiltersForm } from './dialer-filters-form';
import { MEDIA } from '../../../lib/media-queries';

const countText = (count: number) =>
  count === 1 ? '1 pending credit matches' : `${count} pending credits match`;

/**
 * The credit dialer: the oldest pending request matching the filter, a call to its consumer,
 * then a decision; the next request and the count follow.
 */
export function DialerPanel() {
  const [filter, setFilter] = useState<DialerFilter>({});
  const [approve, setApprove] = useState<boolean | null>(null);
  const count = useDialerLeadCount(filter);
  const lead = useDialerLead(filter);
  const leadFailure = lead.isError ? dialerLeadFailure(lead.error) : null;
  const countFailure = count.isError ? dialerCountFailure(count.error) : null;
  useFailureToast(leadFailure !== null, leadFailure ?? '');
  useFailureToast(countFailure !== null, countFailure ?? '');

  return (
    <Stack spacing={2}>
      <DialerFiltersForm onApply={setFilter} />
      <Typography role="status" aria-live="polite">
        {count.isPending ? 'Counting pending credits…' : count.data && countText(count.data.count)}
      </Typography>
      {countFailure && <Alert severity="error">{countFailure}</Alert>}
      {lead.isPending && <PageLoading label="Loading the next credit request" />}
      {leadFailure && <Alert severity="error">{leadFailure}</Alert>}
      {lead.data?.lead === null && <Typography>No pending credits match these filters.</Typography>}
      {lead.data?.lead && (
        <DialerLead key={lead.data.lead.id} lead={lead.data.lead} onDecide={setApprove} />
      )}
      {approve !== null && lead.data?.lead && (
        <DialerDecisionDialogs
          approve={approve}
          lead={lead.data.lead}
          onClose={() => setApprove(null)}
          onDecided={() => setApprove(null)}
        />
      )}
    </Stack>
  );
}

function DialerLead({
  lead,
  onDecide,
}: {
  lead: LeadCreditDetail;
  onDecide: (approve: boolean) => void;
}) {
  return (
    <TitledSection title="Oldest matching request">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: '1fr',
          [MEDIA.aboveMd]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <CreditFacts credit={lead} />
        <Stack spacing={3}>
          <CallControls consumerPhone={lead.consumerPhone} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => onDecide(true)}>
              Approve
            </Button>
            <Button variant="outlined" color="error" onClick={() => onDecide(false)}>
              Deny
            </Button>
          </Stack>
        </Stack>
      </Box>
    </TitledSection>
  );
}
