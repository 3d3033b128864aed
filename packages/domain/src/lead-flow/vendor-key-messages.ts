/** The words of the vendor API keys dialog (issue 16, decisions 0030 and 0033). */
export const VENDOR_KEY_MESSAGES = {
  title: (vendor: string) => `API keys of ${vendor}`,
  manage: 'API keys',
  manageLabel: (vendor: string) => `Manage the API keys of ${vendor}`,
  create: 'Create key',
  creating: 'Creating...',
  created: 'Copy this key now: it is shown only once. Vendors send it as the X-Api-Key header.',
  copy: 'Copy',
  copied: 'Key copied.',
  none: 'No API keys yet.',
  revoke: 'Revoke',
  revoking: 'Revoking...',
  revokeTitle: 'Revoke this API key?',
  revokeText: (prefix: string) =>
    `Intake refuses the key ${prefix}... from now on. Vendors using it must be given a new one.`,
  revoked: 'Key revoked.',
  live: 'Live',
  loadFailed: 'Could not load the API keys.',
  createFailed: 'Could not create an API key.',
  revokeFailed: 'Could not revoke the API key.',
} as const;
