/** Texts of the seeds' error catalogue (000 §8) shared by the browser and the API. */
export const MESSAGES = {
  requestFailed: 'Request failed. Please try again.',
  networkError: 'Network error. Please check your connection.',
  invalidClientId: 'Invalid ClientID',
  failedToAuthenticate: 'Failed to authenticate client.',
  failedDefaultClient: 'Failed to create default client. Please contact support.',
  syncSuccessful: 'Sync Successful',
  b2cUpdated: 'Success: B2C account updated',
  b2cFailed: 'Error: Unable to update B2C account',
  failedConsentGet: 'Failed to get consent company id',
  failedConsentSet: 'Failed to set consent company client',
  failedParentCompanies: 'Failed to get parent companies',
  failedStatuses: 'Failed to get statuses',
  failedLevels: 'Failed to get levels',
  clientInactive: 'Client is currently inactive. Click here to begin self-service reactivation.',
  notFoundPage: 'Oops.. You just found an error page..',
  forbidden: 'You do not have permission to do that.',
} as const;
