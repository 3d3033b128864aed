/** Query keys of the subsidy area: the imports (staff) and a client's subsidies. */
export const subsidiesKeys = {
  all: () => ['subsidies'] as const,
  batches: () => ['subsidies', 'batches'] as const,
  sheets: (token: string) => ['subsidies', 'sheets', token] as const,
  preprocess: (token: string, sheet: string) => ['subsidies', 'preprocess', token, sheet] as const,
  schedule: () => ['subsidies', 'state-farm-schedule'] as const,
  client: (clientId: number) => ['subsidies', 'client', clientId] as const,
  farmersStatus: () => ['subsidies', 'farmers', 'status'] as const,
  cooperate: () => ['subsidies', 'farmers', 'cooperate'] as const,
  farmersBilling: () => ['subsidies', 'farmers', 'billing-enabled'] as const,
};
