import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams, useSearch } from '@tanstack/react-router';
import type { Lead, LeadPacket } from '@client-admin/contracts/leads';
import { LEAD_TYPES, type LeadType } from '@client-admin/domain/leads/leads-constants';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { TitledSection } from '../../../components/titled-section';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { chargedPrice } from '../utils/charged-price';
import { ApiError } from '../../../lib/http';
import { PageLoading } from '../../../components/page-loading';
import { useClientIdParam } from '../../../lib/use-client-id-param';
import { useCallPacket } from '../api/get-call-packet';
import { useLead } from '../api/get-lead';
import { useLeadPacket } from '../api/get-lead-packet';
import { FactsList } from '../../../components/facts-list';
import { CreditRequestOffer } from '../components/credit-request-offer';
import { NotesSection } from '../components/notes-section';
import {
  CallSection,
  ConsumerSection,
  CreditRequestSection,
  DeliveryLogSection,
} from '../components/packet-sections';

const toLeadType = (value: string | undefined): LeadType | undefined =>
  LEAD_TYPES.find((t) => t.toLowerCase() === value?.toLowerCase());

/**
 * /client/{clientId}/leads/{id}/details?leadType=&sid= (seed 001 §2): the lead, then its packet
 * (a call lead's by the outbound call sid, otherwise by the lead's session id). The page opens
 * whatever fails; lead id 0 loads no lead (a call that was not billed shows its call by sid).
 */
export default function LeadDetailsPage() {
  const clientId = useClientIdParam();
  const { id: rawId } = useParams({ strict: false }) as { id?: string | number };
  const search = useSearch({ strict: false }) as { leadType?: string; sid?: string };
  const id = Number(rawId);
  const leadId = Number.isInteger(id) && id > 0 ? id : 0;
  const leadType = toLeadType(search.leadType);
  const sid = leadType === 'Call' && search.sid ? search.sid : null;

  const lead = useLead(leadId, leadType);
  const byCall = useCallPacket(sid);
  const bySession = useLeadPacket(sid === null && lead.data ? lead.data.sessionId : null);
  const packet = sid === null ? bySession : byCall;
  const sessionId = lead.data?.sessionId ?? packet.data?.sessionId ?? null;
  const notFound = lead.error instanceof ApiError && lead.error.status === 404;

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <div>
        <Button component={AppLink} href={paths.client.leads(clientId)}>
          Back to leads
        </Button>
      </div>
      <Typography variant="h4" component="h1">
        Lead details
      </Typography>
      {leadId === 0 && sid === null && <Alert severity="info">No lead selected.</Alert>}
      {lead.isPending && leadId > 0 && <PageLoading label="Loading the lead" />}
      {notFound && <Alert severity="warning">{M.leadUnknown}</Alert>}
      {lead.isError && !notFound && (
        <Alert severity="error">{lead.error.message || M.leadNotFound}</Alert>
      )}
      {lead.data && <LeadSummary lead={lead.data} />}
      {lead.data?.creditRequest && <CreditRequestSection request={lead.data.creditRequest} />}
      {lead.data && !lead.data.creditRequest && (
        <CreditRequestOffer lead={lead.data} onRequested={() => void lead.refetch()} />
      )}
      {packet.isPending && packet.fetchStatus !== 'idle' && (
        <PageLoading label="Loading the lead packet" />
      )}
      {packet.isError && <Alert severity="warning">{M.packetFailed}</Alert>}
      {packet.data && <PacketSections packet={packet.data} withSummary={!lead.data} />}
      {sessionId !== null && <NotesSection sessionId={sessionId} />}
    </Stack>
  );
}

function LeadSummary({ lead }: { lead: Lead }) {
  return (
    <TitledSection title="Lead">
      <FactsList
        facts={[
          ['Lead type', lead.leadType],
          ['Stage', lead.leadStage],
          ['Channel', lead.channelName],
          ['Quote type', lead.quoteType],
          ['Price', formatPrice(lead.price)],
          ['Received', formatDateTime(lead.receivedAt)],
          ['Sold', formatDateTime(lead.soldAt)],
          ['Session id', String(lead.sessionId)],
        ]}
      />
    </TitledSection>
  );
}

function PacketSections({ packet, withSummary }: { packet: LeadPacket; withSummary: boolean }) {
  return (
    <>
      {withSummary && (
        <TitledSection title="Lead">
          <FactsList
            facts={[
              ['Lead type', packet.leadType],
              ['Channel', packet.channelName],
              ['Quote type', packet.quoteType],
              ['Price', chargedPrice(packet.price, packet.call)],
              ['Received', formatDateTime(packet.receivedAt)],
            ]}
          />
        </TitledSection>
      )}
      <ConsumerSection packet={packet} />
      {packet.call && <CallSection call={packet.call} />}
      {packet.sessionId !== null && <DeliveryLogSection packet={packet} />}
    </>
  );
}
