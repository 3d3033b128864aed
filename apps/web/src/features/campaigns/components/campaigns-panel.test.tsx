import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import type { Campaign, CampaignSummary } from '@client-admin/contracts/campaigns';
import { campaignCalls } from '@client-admin/contracts/campaigns.calls';
import { CAMPAIGN_MESSAGES as M } from '@client-admin/domain/campaigns/campaign-messages';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { CampaignsPanel } from './campaigns-panel';

vi.mock('../../../lib/auth/access-token');

const CAMPAIGN: Campaign = {
  id: 7,
  name: 'Auto Call 7',
  status: 'ACTIVE',
  quoteType: 'auto',
  callType: 'WarmTransfer',
  priceCents: 4000,
  activeStates: 1,
  salesThisMonth: 3,
  spendThisMonthCents: 12500,
};

const SUMMARY: CampaignSummary = {
  id: 7,
  name: 'Auto Call 7',
  status: 'ACTIVE',
  quoteType: 'auto',
  callType: 'WarmTransfer',
  from: '2026-11-22',
  to: '2026-11-23',
  sales: 3,
  spendCents: 12500,
  averagePriceCents: 4167,
  callsOffered: 4,
  callsAnswered: 3,
  byDay: [
    { date: '2026-11-22', sales: 1, spendCents: 4000 },
    { date: '2026-11-23', sales: 2, spendCents: 8500 },
  ],
  byState: [
    {
      state: 'TX',
      sales: 3,
      spendCents: 12500,
      override: { priceCents: 4500, minBidCents: 4000, maxBidCents: 6000, isActive: true },
    },
  ],
};

const list = () =>
  json({
    items: [CAMPAIGN],
    metaData: { page: 1, pageSize: 10, totalRecords: 1, totalPages: 1 },
  });

function renderPanel(summary: (call: FetchCall) => Response) {
  mockFetch((c) => {
    if (c.url.pathname === fillPath(campaignCalls.getCampaigns.path, { clientId: 3 }))
      return list();
    if (
      c.url.pathname === fillPath(campaignCalls.getCampaignSummary.path, { clientId: 3, id: 7 })
    ) {
      return summary(c);
    }
    return json({ statusCode: 404, error: 'Not Found', message: 'no' }, 404);
  });
  signInAs([], 3);
  renderWithProviders(<CampaignsPanel clientId={3} />);
}

describe('CampaignsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the campaigns and opens one's summary with its chart and states", async () => {
    renderPanel(() => json(SUMMARY));
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Auto Call 7');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$125.00');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Summary of Auto Call 7' }));
    const summary = await screen.findByRole('region', { name: 'Summary of Auto Call 7' });
    expect(within(summary).getByText('75%')).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: 'Calls bought per day' })).toBeInTheDocument();
    expect(within(summary).getByText(/busiest 2026-11-23 with 2/)).toBeInTheDocument();
    expect(within(summary).getByRole('table', { name: 'States of Auto Call 7' })).toHaveTextContent(
      '$45.00 ($40.00–$60.00)',
    );
  });

  it('says when a summary fails, naming the campaign', async () => {
    renderPanel(() => json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500));
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Summary of Auto Call 7' }));
    expect(await screen.findByText(M.summaryError(7))).toBeInTheDocument();
  });
});
