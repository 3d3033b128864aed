/** The editor's own wording (the seeds give no text for these). */
export const EDITOR_MESSAGES = {
  channelCreated: 'Channel created.',
  channelSaved: 'Channel saved.',
  eprReset: 'EPR reset.',
  getQuoteTypes: 'Failed to get quote types.',
  getCrmTargets: 'Failed to get CRM targets.',
  getSubsidyProduct: 'Failed to get the subsidy product.',
  getChanges: 'Failed to get the change history.',
  newChannel: 'Failed to start a new channel.',
  scheduleSaved: 'Schedule saved.',
} as const;
