/** Seed 001 §8 and seed 002 §8, campaigns, and the API's refusals. */
export const CAMPAIGN_MESSAGES = {
  listFailed: 'Failed to get campaigns.',
  listError: 'Oops there was an error retrieving campaigns',
  summaryFailed: 'Failed to get campaign summary.',
  summaryError: (id: number | string) =>
    `Oops there was an error gathering details for campaign ${id}`,
  notFound: 'Campaign not found',
  saveFailed: 'Issue saving data. If issue persists please contact customer service',
  versionWithId: 'An edit sends both the id and the version read',
  noCallType: 'A campaign needs a call type',
} as const;
