import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lead, LeadNote, LeadPacket } from '@client-admin/contracts/leads';
import { leadsCalls } from '@client-admin/contracts/leads.calls';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import {
  json,
  isCall,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import LeadDetailsPage from './lead-details-page';

vi.mock('../../../lib/auth/access-token');

const SID = `CA${'ab'.repeat(16)}`;

const LEAD: Lead = {
  id: 42,
  sessionId: 42,
  clientId: 5,
  leadType: 'Web',
  leadStage: 'Delivered',
  channelId: 7,
  channelName: 'Auto TX',
  quoteType: 'auto',
  price: 15,
  receivedAt: '2026-11-20T16:00:00.000Z',
  soldAt: '2026-11-20T16:00:01.000Z',
  outboundCallSid: null,
  creditRequest: null,
};

const PACKET: LeadPacket = {
  sessionId: 42,
  leadType: 'Web',
  channelId: 7,
  channelName: 'Auto TX',
  quoteType: 'auto',
  receivedAt: LEAD.receivedAt,
  price: 15,
  consumer: {
    firstName: 'Pat',
    lastName: 'Doe',
    email: 'pat.doe@example.com',
    phone: '(512) 555-0100',
    zipCode: '78701',
    stateAbbreviation: 'TX',
    county: 'TRAVIS',
    answers: [{ question: 'Currently insured', answer: 'Yes' }],
  },
  deliveries: [
    {
      id: 3,
      to: 'agent@example.com',
      status: 'sent',
      attempts: 1,
      nextAttemptAt: LEAD.soldAt,
      sentAt: LEAD.soldAt,
      lastError: null,
    },
  ],
  call: null,
};

const NOTE: LeadNote = {
  id: 9,
  sessionId: 42,
  note: 'Called back',
  createdBy: 'Test User',
  createdAt: '2026-11-21T10:00:00.000Z',
};

const failure = (message: string, status: number) =>
  json({ statusCode: status, error: 'Error', message }, status);

function renderAt(url: string, handler: (call: FetchCall) => Response | undefined) {
  const calls = mockFetch((c) => handler(c) ?? failure('Unexpected', 500));
  signInAs([], 5);
  renderWithProviders(<LeadDetailsPage />, {
    path: '/client/$clientId/leads/$id/details',
    url,
  });
  return calls;
}

describe('LeadDetailsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the lead, then its packet by session id, the delivery log and the notes', async () => {
    const calls = renderAt('/client/5/leads/42/details?leadType=Web', (c) => {
      if (isCall(c, leadsCalls.getLead, { id: 42 })) return json(LEAD);
      if (isCall(c, leadsCalls.getLeadPacket, { sessionId: 42 })) return json(PACKET);
      if (isCall(c, leadsCalls.getNotes, { sessionId: 42 })) return json([NOTE]);
      return undefined;
    });
    const consumer = await screen.findByRole('region', { name: 'Consumer' });
    expect(within(consumer).getByText('pat.doe@example.com')).toBeInTheDocument();
    expect(within(consumer).getByText('Currently insured')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery log' })).toHaveTextContent('Sent');
    expect(await screen.findByText('Called back')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Credit request' })).not.toBeInTheDocument();
    expect(calls.find((c) => isCall(c, leadsCalls.getLead, { id: 42 }))?.url.search).toBe(
      '?leadType=Web',
    );
  });

  it('still opens when the packet fails', async () => {
    renderAt('/client/5/leads/42/details', (c) => {
      if (isCall(c, leadsCalls.getLead, { id: 42 })) return json(LEAD);
      if (isCall(c, leadsCalls.getLeadPacket, { sessionId: 42 })) return failure('Boom', 500);
      if (isCall(c, leadsCalls.getNotes, { sessionId: 42 })) return json([]);
      return undefined;
    });
    expect(await screen.findByText(M.packetFailed)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lead' })).toHaveTextContent('Auto TX');
    expect(screen.getByRole('region', { name: 'Notes' })).toBeInTheDocument();
  });

  it('loads a call lead packet by the sid of the URL', async () => {
    const callLead: Lead = { ...LEAD, leadType: 'Call', outboundCallSid: SID };
    const callPacket: LeadPacket = {
      ...PACKET,
      leadType: 'Call',
      deliveries: [],
      call: {
        sid: SID,
        status: 'Completed',
        callType: 'WarmTransfer',
        deliveredAt: LEAD.soldAt,
        answeredAt: LEAD.soldAt,
        endedAt: LEAD.soldAt,
        durationSeconds: 95,
        billable: true,
        hasRecording: false,
      },
    };
    const calls = renderAt(`/client/5/leads/42/details?leadType=Call&sid=${SID}`, (c) => {
      if (isCall(c, leadsCalls.getLead, { id: 42 })) return json(callLead);
      if (isCall(c, leadsCalls.getCallPacket, { outboundCallSid: SID })) return json(callPacket);
      if (isCall(c, leadsCalls.getNotes, { sessionId: 42 })) return json([]);
      return undefined;
    });
    const call = await screen.findByRole('region', { name: 'Call' });
    expect(call).toHaveTextContent('1:35');
    expect(call).toHaveTextContent('This call has no recording.');
    expect(calls.some((c) => isCall(c, leadsCalls.getLeadPacket, { sessionId: 42 }))).toBe(false);
  });

  it('says so for an unknown lead, and loads nothing for lead id 0', async () => {
    renderAt('/client/5/leads/77/details', (c) =>
      isCall(c, leadsCalls.getLead, { id: 77 }) ? failure(M.leadNotFound, 404) : undefined,
    );
    expect(await screen.findByText(M.leadUnknown)).toBeInTheDocument();
    vi.unstubAllGlobals();

    const calls = renderAt('/client/5/leads/0/details', () => undefined);
    expect(await screen.findByText('No lead selected.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('adds a note and deletes one after confirming, with the seed messages on failure', async () => {
    const user = userEvent.setup({ delay: null });
    let notes: LeadNote[] = [NOTE];
    renderAt('/client/5/leads/42/details', (c) => {
      if (isCall(c, leadsCalls.getLead, { id: 42 })) return json(LEAD);
      if (isCall(c, leadsCalls.getLeadPacket, { sessionId: 42 })) return json(PACKET);
      if (isCall(c, leadsCalls.getNotes, { sessionId: 42 })) return json(notes);
      if (isCall(c, leadsCalls.addNote, { sessionId: 42 })) {
        const added = { ...NOTE, id: 10, note: (c.body as { note: string }).note };
        notes = [added, ...notes];
        return json(added, 201);
      }
      if (isCall(c, leadsCalls.deleteNote, { id: 9 })) return failure('Boom', 500);
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Notes' });
    await user.type(within(section).getByRole('textbox', { name: 'New note' }), 'Wants a quote');
    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    expect(await within(section).findByText('Wants a quote')).toBeInTheDocument();

    const old = within(section).getByText('Called back').closest('li')!;
    await user.click(within(old).getByRole('button', { name: /^Delete note of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleteNoteFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
