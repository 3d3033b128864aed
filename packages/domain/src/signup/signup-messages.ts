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
  // Ours: the seed names deposit and match-promo errors without their words.
  depositMinimum: (product: string, minimum: number) =>
    `${product} deposit must be at least ${minimum}`,
  depositDecimals: (product: string) => `${product} deposit cannot have more than two decimals`,
  matchPromoTwice: (product: string) => `${product} has more than one match promo`,
  matchPercentRange: (product: string, max: number) =>
    `${product} match percent must be more than 0 and at most ${max}`,
  matchWithoutDeposit: (product: string) => `${product} match promo needs a ${product} deposit`,
  notReadyToSend: 'The signup has errors to fix before its contract can be sent',
  linkInvalid: 'This contract link is not valid.',
  consentRequired: 'Please agree to sign electronically',
  approvalNameRequired: 'Type your full name to sign',
  initialsRequired: 'Type your initials to sign',
  notSent: 'The contract of this signup has not been sent',
  groupChannelUnknown: 'The channel is not one of this signup',
} as const;
