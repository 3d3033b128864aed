/** Query keys of the client dashboard; under the client's own key. */
export const clientDashboardKeys = {
  dashboard: (clientId: number) => ['clients', clientId, 'dashboard'] as const,
};
