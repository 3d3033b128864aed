import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { farmersCalls } from '@client-admin/contracts/farmers.calls';
import {
  json,
  mockFetch,
  paramsOf,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
} from '../../../lib/testing/render-feature';
import { FarmersStatus } from './farmers-status';

vi.mock('../../../lib/auth/access-token');

const STATUS = {
  activeAgentImportStatus: 'Complete',
  terminatedAgentImportStatus: 'InProgress',
  processingDate: '2026-11-27T15:00:00.000Z',
  overallStatus: 'In progress',
  activeMessage: 'Active agents of 2026-11-27: 3 client(s) updated',
  terminatedMessage: null,
};

describe('FarmersStatus (seed 002 §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows cooperate-enabled UNKNOWN until answered, and the imports’ statuses', async () => {
    signInAs(STAFF_ROLES);
    let answer: (r: Response) => void = () => {};
    mockFetch((call) => {
      if (paramsOf(call, farmersCalls.getAgentImportStatus)) return json(STATUS);
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    renderWithProviders(<FarmersStatus />);
    expect(await screen.findByText('UNKNOWN')).toBeInTheDocument();
    expect(await screen.findByTestId('farmers-overall')).toHaveTextContent('In progress');
    expect(screen.getByText(/Active agents of 2026-11-27/)).toBeInTheDocument();
    expect(screen.getByText('11-27-2026 10:00 AM ET')).toBeInTheDocument();
    answer(json({ enabled: true }));
    expect(await screen.findByText('ENABLED')).toBeInTheDocument();
  });

  it('shows ERROR when the cooperate-enabled call fails', async () => {
    signInAs(STAFF_ROLES);
    mockFetch((call) =>
      paramsOf(call, farmersCalls.getAgentImportStatus)
        ? json(STATUS)
        : json({ message: 'down' }, 500),
    );
    renderWithProviders(<FarmersStatus />);
    expect(await screen.findByText('ERROR')).toBeInTheDocument();
  });
});
