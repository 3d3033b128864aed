/** The signup's texts: seed 002 §5 and §8 word for word. */
export const SIGNUP_MESSAGES = {
  parentCompanyRequired: 'Parent company is required',
  fullNameRequired: 'Full name is required',
  emailRequired: 'Contact email is required',
  noChannels: 'No channels have been defined',
  channelIncomplete: (name: string) => `Channel ${name} has not been completed`,
  scheduleStartAfterEnd: 'One or more schedules have a start time after the end time',
  medicareConsentRequired: 'Medicare Consent Carrier is required when Medsupp channels exist.',
  expired: 'This signup has expired and no longer exists.',
  alreadySigned: 'IO Already Signed',
  unableToSave: (serverText: string) => `Unable to save IO: ${serverText}`,
  failedToLoadContract: 'Failed to load contract info. Please contact support.',
  contractExpired: 'Contract signing expired. Please contact support.',
  failedToSendContract: 'Failed to send contract. Please contact support.',
  contractSent: 'Contract Sent.',
  failedToSign: 'Failed to sign contract',
} as const;
