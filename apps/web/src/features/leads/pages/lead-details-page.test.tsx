import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditEligibility, LeadCreditItem } from '@client-admin/contracts/credits';
import { creditsCalls } from '@client-admin/contracts/credits.calls';
import type { Lead, LeadNote, LeadPacket } from '@client-admin/contracts/leads';
import { leadsCalls } from '@client-admin/contracts/leads.calls';
import { CREDIT_MESSAGES } from '@client-admin/domain/credits/credit-messages';
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
import { clickWhenEnabled } from '../../../lib/testing/click-when-enabled';

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
    expect(screen.getByRole('region', { name: 'Credit request' })).toHaveTextContent(
      'No credit was requested for this lead.',
    );
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
    await clickWhenEnabled(user, within(section).getByRole('button', { name: 'Add note' }));
    expect(await within(section).findByText('Wants a quote')).toBeInTheDocument();

    const old = within(section).getByText('Called back').closest('li')!;
    await user.click(within(old).getByRole('button', { name: /^Delete note of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleteNoteFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('LeadDetailsPage: a credit request', () => {
  afterEach(() => vi.unstubAllGlobals());

  const soldYesterday: Lead = {
    ...LEAD,
    soldAt: new Date(Date.now() - 86_400_000).toISOString(),
  };
  const REQUESTED: LeadCreditItem = {
    id: 1,
    leadId: 42,
    sessionId: 42,
    clientId: 5,
    clientName: 'Agency',
    parentCompany: null,
    serviceType: 'Web',
    channelId: 7,
    channelName: 'Auto TX',
    quoteType: 'auto',
    price: 15,
    reason: 'BAD_PHONE',
    reasonText: 'Bad phone number',
    description: 'Nobody answers',
    requestDate: new Date().toISOString(),
    requester: 'Test User',
    status: 'Pending',
    outboundCallSid: null,
  };
  const eligible: CreditEligibility = {
    eligible: true,
    reason: null,
    creditRate: 2,
    windowDays: 10,
  };

  /** The lead page of a client user whose client's eligibility and request answer as given. */
  function renderLead(
    eligibility: CreditEligibility,
    answerRequest: (c: FetchCall) => Response = () => failure('Unexpected', 500),
  ) {
    let lead = soldYesterday;
    return renderAt('/client/5/leads/42/details?leadType=Web', (c) => {
      if (isCall(c, leadsCalls.getLead, { id: 42 })) return json(lead);
      if (isCall(c, leadsCalls.getLeadPacket, { sessionId: 42 })) return json(PACKET);
      if (isCall(c, leadsCalls.getNotes, { sessionId: 42 })) return json([]);
      if (isCall(c, creditsCalls.getCreditEligibility, { id: 5 })) return json(eligibility);
      if (isCall(c, creditsCalls.requestCredit, { id: 42 })) {
        const answer = answerRequest(c);
        if (answer.ok) {
          lead = {
            ...lead,
            creditRequest: {
              reason: 'Bad phone number',
              description: 'Nobody answers',
              date: new Date().toISOString(),
              requester: 'Test User',
              status: 'Pending',
            },
          };
        }
        return answer;
      }
      return undefined;
    });
  }

  it(
    'asks with a reason of the lead type and a description, then shows the request',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      const calls = renderLead(eligible, () => json(REQUESTED, 201));
      await user.click(await screen.findByRole('button', { name: 'Request credit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Request credit' });
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText(CREDIT_MESSAGES.reasonRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(CREDIT_MESSAGES.descriptionRequired)).toBeInTheDocument();

      await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
      await user.click(await screen.findByRole('option', { name: 'Bad phone number' }));
      await user.type(
        within(dialog).getByRole('textbox', { name: /Description/ }),
        'Nobody answers',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      expect(await screen.findByText(CREDIT_MESSAGES.creditRequested)).toBeInTheDocument();
      const section = screen.getByRole('region', { name: 'Credit request' });
      await waitFor(() => expect(section).toHaveTextContent('Nobody answers'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.find((c) => isCall(c, creditsCalls.requestCredit, { id: 42 }))?.body).toEqual({
        reason: 'BAD_PHONE',
        description: 'Nobody answers',
      });
      expect(
        calls.find((c) => isCall(c, creditsCalls.getCreditEligibility, { id: 5 }))?.url.search,
      ).toBe('?product=1');
    },
  );

  it("shows the server's words when the request is refused", async () => {
    const user = userEvent.setup({ delay: null });
    renderLead(eligible, () => failure(CREDIT_MESSAGES.alreadyRequested, 409));
    await user.click(await screen.findByRole('button', { name: 'Request credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request credit' });
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Duplicate lead' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Twice');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CREDIT_MESSAGES.alreadyRequested,
    );
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  }, 30_000);

  it('says why instead of offering a request when the client may not ask', async () => {
    renderLead({
      eligible: false,
      reason: CREDIT_MESSAGES.rateTooHigh,
      creditRate: 30,
      windowDays: 10,
    });
    const section = await screen.findByRole('region', { name: 'Credit request' });
    expect(await within(section).findByText(CREDIT_MESSAGES.rateTooHigh)).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Request credit' }),
    ).not.toBeInTheDocument();
  }, 30_000);

  it('says the window closed for a lead sold too long ago, without asking the API', async () => {
    const calls = renderAt('/client/5/leads/42/details?leadType=Web', (c) => {
      if (isCall(c, leadsCalls.getLead, { id: 42 })) {
        return json({ ...LEAD, soldAt: '2020-01-01T00:00:00.000Z' });
      }
      if (isCall(c, leadsCalls.getLeadPacket, { sessionId: 42 })) return json(PACKET);
      if (isCall(c, leadsCalls.getNotes, { sessionId: 42 })) return json([]);
      return undefined;
    });
    expect(await screen.findByText(CREDIT_MESSAGES.windowClosed)).toBeInTheDocument();
    expect(calls.some((c) => isCall(c, creditsCalls.getCreditEligibility, { id: 5 }))).toBe(false);
  }, 30_000);
});
