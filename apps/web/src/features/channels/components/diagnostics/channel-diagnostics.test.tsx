import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelDiagnostics as Diagnostics } from '@client-admin/contracts/lead-flow';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
} from '../../../../lib/testing/render-feature';
import { ChannelDiagnostics } from './channel-diagnostics';

vi.mock('../../../../lib/auth/access-token');

const ANSWER: Diagnostics = {
  channelId: 7,
  stoppedBy: [],
  missed: [
    {
      leadId: 41,
      receivedAt: '2026-11-23T16:00:00.000Z',
      quoteType: 'auto',
      stateAbbreviation: 'TX',
      county: 'TRAVIS',
      reasonCode: 'channelPaused',
      message: 'The channel is paused.',
    },
  ],
  lastSevenDays: {
    from: '2026-11-17T00:00:00.000Z',
    leadsSeen: 5,
    leadsBought: 2,
    reasons: [
      { reasonCode: 'outsideTerritory', message: 'The lead is outside the territory.', count: 1 },
      { reasonCode: 'channelPaused', message: 'The channel is paused.', count: 2 },
    ],
  },
};

function renderDiagnostics(answer: () => Response) {
  signInAs([], 1);
  const calls = mockFetch(answer);
  renderWithProviders(<ChannelDiagnostics channelId={7} />);
  return calls;
}

describe('ChannelDiagnostics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sums up the week, lists the reasons most frequent first and the missed leads', async () => {
    const calls = renderDiagnostics(() => json(ANSWER));
    expect(await screen.findByText(M.weekSummary(5, 2))).toBeInTheDocument();
    const reasons = within(screen.getByLabelText('Reasons'));
    expect(reasons.getAllByText(/\(\d\)$/).map((chip) => chip.textContent)).toEqual([
      'The channel is paused. (2)',
      'The lead is outside the territory. (1)',
    ]);
    const missed = within(screen.getByRole('list', { name: 'Missed leads' }));
    expect(missed.getByText('The channel is paused.')).toBeInTheDocument();
    expect(missed.getByText(/Auto · TRAVIS, TX/)).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe('/api/LeadType/7/diagnostics');
  });

  it('names what stops every lead now first, the pause before the rest', async () => {
    renderDiagnostics(() =>
      json({
        ...ANSWER,
        missed: [],
        stoppedBy: [
          {
            reasonCode: 'channelPaused',
            message: 'The channel is paused until 11-30-2026 05:30 PM ET.',
          },
          { reasonCode: 'channelDayCapped', message: "The channel reached today's cap." },
        ],
      }),
    );
    const now = await screen.findByRole('status', { name: M.stoppedNow });
    expect(
      within(now)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The channel is paused until 11-30-2026 05:30 PM ET.',
      "The channel reached today's cap.",
    ]);
    // Before the week's summary and the missed leads.
    const summary = screen.getByText(M.weekSummary(5, 2));
    expect(now.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when nothing was missed', async () => {
    renderDiagnostics(() =>
      json({ ...ANSWER, missed: [], lastSevenDays: { ...ANSWER.lastSevenDays, reasons: [] } }),
    );
    expect(await screen.findByText(M.noMissedLeads)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: M.stoppedNow })).toBeNull();
  });

  it('says the diagnostics could not be loaded', async () => {
    renderDiagnostics(() => json({ message: 'down' }, 500));
    expect(await screen.findByText(M.diagnosticsFailed)).toBeInTheDocument();
  });
});
