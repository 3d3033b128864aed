/** The six steps of a signup (seed 002 §2), each with its own list of errors. */
export const SIGNUP_STEPS = [
  'Client Data',
  'Create Lead Channels',
  'Enter Billing Information',
  'Add Promotion',
  'Schedule',
  'Send Contract',
] as const;

export type SignupStep = 0 | 1 | 2 | 3 | 4 | 5;

export const SIGNUP_STEP = {
  clientData: 0,
  channels: 1,
  billing: 2,
  promotion: 3,
  schedule: 4,
  sendContract: 5,
} as const satisfies Record<string, SignupStep>;

/** A signup is saved as it goes, then its contract is sent, then the client signs (§4). */
export const SIGNUP_STATUSES = ['DRAFT', 'SENT', 'SIGNED'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

/** A signed IO cannot be saved again (409 'IO Already Signed'). */
export const canSaveSignup = (status: SignupStatus): boolean => status !== 'SIGNED';
