/** Seed 001 §8, client rules, and the API's refusals. */
export const CLIENT_RULE_MESSAGES = {
  getFailed: 'Failed to get client rules list.',
  typesFailed: 'Failed to get client rule types.',
  createFailed: 'Failed to create client rule.',
  deleteFailed: 'Failed to delete rule.',
  created: 'Rule successfully created.',
  deleted: 'Rule successfully deleted.',
  unknownType: 'Choose one of the client rule types',
  notClientsChannel: "The channel is not one of this client's channels",
  duplicate: 'The client already has this rule for this channel',
  notFound: 'Client rule not found',
} as const;
