import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Lead, LeadPacket } from '@client-admin/contracts/leads';
import { TitledSection } from '../../../components/titled-section';
import { formatDateTime } from '../../../lib/format';
import { formatDuration } from '../utils/call-duration';
import { FactsList } from '../../../components/facts-list';
import { RecordingPlayer } from './recording-player';
import { ScrollCue } from '../../../components/scroll-cue';

/** The consumer's data of the packet, with the answers to the channel's filters. */
export function ConsumerSection({ packet }: { packet: LeadPacket }) {
  const c = packet.consumer;
  return (
    <TitledSection title="Consumer">
      <FactsList
        facts={[
          ['Name', `${c.firstName} ${c.lastName}`.trim()],
          ['E-mail', c.email],
          ['Phone', c.phone],
          ['Zip code', c.zipCode],
          ['State', c.stateAbbreviation],
          ['County', c.county],
          ...c.answers.map((a) => [a.question, a.answer] as const),
        ]}
      />
    </TitledSection>
  );
}

/** A call lead's call: status, times, duration and its recording. */
export function CallSection({ call }: { call: NonNullable<LeadPacket['call']> }) {
  return (
    <TitledSection title="Call">
      <FactsList
        facts={[
          ['Status', call.status],
          ['Call id', call.sid],
          ['Call type', call.callType],
          ['Delivered', formatDateTime(call.deliveredAt)],
          ['Answered', formatDateTime(call.answeredAt)],
          ['Ended', formatDateTime(call.endedAt)],
          ['Duration', formatDuration(call.durationSeconds)],
          ['Billed', call.billable ? 'Yes' : 'No'],
        ]}
      />
      {call.hasRecording ? (
        <RecordingPlayer sid={call.sid} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          This call has no recording.
        </Typography>
      )}
    </TitledSection>
  );
}

const STATUS_LABELS = { pending: 'Pending', sent: 'Sent', failed: 'Failed' } as const;

/** The lead flow's delivery log of the sale (e-mail deliveries and their attempts). */
export function DeliveryLogSection({ packet }: { packet: LeadPacket }) {
  return (
    <TitledSection title="Delivery log">
      {packet.deliveries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No deliveries: the channel delivers no e-mail.
        </Typography>
      ) : (
        <ScrollCue label="Delivery log">
          <Table size="small" aria-label="Delivery log">
            <TableHead>
              <TableRow>
                <TableCell>To</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell>Sent</TableCell>
                <TableCell>Next attempt</TableCell>
                {packet.deliveries.some((d) => d.lastError !== null) && (
                  <TableCell>Last error</TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {packet.deliveries.map((d) => (
                <TableRow key={d.id}>
                  <TableCell>{d.to}</TableCell>
                  <TableCell>{STATUS_LABELS[d.status]}</TableCell>
                  <TableCell align="right">{d.attempts}</TableCell>
                  <TableCell>{formatDateTime(d.sentAt)}</TableCell>
                  <TableCell>
                    {d.status === 'pending' ? formatDateTime(d.nextAttemptAt) : '—'}
                  </TableCell>
                  {packet.deliveries.some((x) => x.lastError !== null) && (
                    <TableCell>{d.lastError ?? ''}</TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollCue>
      )}
    </TitledSection>
  );
}

/** Seed 001 §4: the lead's credit request, shown only when one exists. */
export function CreditRequestSection({ request }: { request: NonNullable<Lead['creditRequest']> }) {
  return (
    <TitledSection title="Credit request">
      <FactsList
        facts={[
          ['Status', request.status],
          ['Reason', request.reason],
          ['Description', request.description],
          ['Requested', formatDateTime(request.date)],
          ['Requester', request.requester],
        ]}
      />
    </TitledSection>
  );
}
