/** Seed 001 §8 (Leads and campaigns) and the leads area's own words (decision 0032). */
export const LEADS_MESSAGES = {
  /** Seed 001 §8: a note could not be saved (and any other save of the leads area). */
  saveFailed: 'Issue saving data. If issue persists please contact customer service',
  /** Seed 001 §8: a note could not be deleted. */
  deleteNoteFailed: 'Issue deleting note. If issue persists please contact customer service',
  /** Seed 001 §8: the request never reached the API. */
  networkError: 'Error: Network Error',
  leadNotFound: 'Lead not found.',
  callNotFound: 'Call not found.',
  noteNotFound: 'Note not found.',
  packetFailed: 'The lead packet could not be loaded.',
  noteRequired: 'Note is required',
  noteDeleted: 'Note deleted.',
  noteAdded: 'Note added.',
  deliveryNotFound: 'Delivery not found.',
  deliveryNotFailed: 'Only a failed delivery can be retried.',
  deliveryRetried: 'The delivery will be sent again.',
  failedToLoadCalls: 'Failed to get calls.',
  failedToLoadLeads: 'Failed to get leads.',
  failedToLoadMetrics: 'Failed to get lead metrics.',
  failedToLoadDeadLetters: 'Failed to get dead letter queue messages.',
  requestFailedNotes: 'Failed to get notes.',
  leadUnknown: 'This lead does not exist.',
  recordingFailed: 'The recording could not be loaded.',
  fromAfterTo: 'from must not be after to',
  rangeTooLong: 'The range must not be longer than a year',
  leadTypeMismatch: 'leadType does not match the lead',
} as const;
