import { INCOMPLETE_CHANNEL_PREFIX } from '../channel-status';
import { INVALID_EMAIL_FORMAT, isValidEmail } from '../email';
import { parseTimeOfDay } from '../schedules/time-of-day';
import { depositErrors, matchPromoErrors, type SignupBillingForRules } from './signup-billing';
import { signupGroupErrors, type SignupGroupForRules } from './signup-groups';
import { SIGNUP_MESSAGES as M } from './signup-messages';
import { SIGNUP_STEP, type SignupStep } from './signup-steps';

/** What the step rules read of a signup. */
export interface SignupForRules extends SignupBillingForRules {
  client: { parentCompany: string; fullName: string; email: string };
  channels: readonly { key: string; name: string; quoteType: string; productTypeId: number }[];
  groups: readonly SignupGroupForRules[];
  consentCompanyId: number | null;
  /** The account schedule's days: each active day's parts, start and end as HH:mm. */
  schedule: readonly { isActive: boolean; dayParts: readonly { start: string; end: string }[] }[];
}

export interface SignupRuleFlags {
  /** The MedicareConsent feature flag. */
  medicareConsent: boolean;
}

const MEDSUPP = 'medsupp';

/** Step 0: the minimum data (parent company, full name, contact e-mail) and the e-mail's format. */
export function clientDataErrors(signup: SignupForRules): string[] {
  const { parentCompany, fullName, email } = signup.client;
  const errors: string[] = [];
  if (!parentCompany.trim()) errors.push(M.parentCompanyRequired);
  if (!fullName.trim()) errors.push(M.fullNameRequired);
  if (!email.trim()) errors.push(M.emailRequired);
  else if (!isValidEmail(email.trim())) errors.push(INVALID_EMAIL_FORMAT);
  return errors;
}

/**
 * Step 1: some channel, each complete, a consent carrier for Medsupp when the flag is on, and
 * channel groups that keep the group rules (each message once).
 */
export function channelErrors(signup: SignupForRules, flags: SignupRuleFlags): string[] {
  if (signup.channels.length === 0) return [M.noChannels];
  const errors = signup.channels
    .filter((channel) => channel.name.startsWith(INCOMPLETE_CHANNEL_PREFIX))
    .map((channel) => M.channelIncomplete(channel.name));
  const hasMedsupp = signup.channels.some((channel) => channel.quoteType === MEDSUPP);
  if (flags.medicareConsent && hasMedsupp && signup.consentCompanyId === null) {
    errors.push(M.medicareConsentRequired);
  }
  const groupMessages = signupGroupErrors(signup.groups, signup.channels).map((e) => e.message);
  return [...errors, ...new Set(groupMessages)];
}

/** Step 4: no active day part that starts after it ends. */
export function scheduleErrors(signup: SignupForRules): string[] {
  const startsAfterEnd = signup.schedule.some(
    (day) =>
      day.isActive &&
      day.dayParts.some((part) => {
        const start = parseTimeOfDay(part.start, { lateAsEndOfDay: true });
        const end = parseTimeOfDay(part.end, { lateAsEndOfDay: true });
        return start !== null && end !== null && start > end;
      }),
  );
  return startsAfterEnd ? [M.scheduleStartAfterEnd] : [];
}

/** Every step's errors, by step; a step without errors is absent. */
export function signupErrors(
  signup: SignupForRules,
  flags: SignupRuleFlags,
): Partial<Record<SignupStep, string[]>> {
  const byStep: Partial<Record<SignupStep, string[]>> = {};
  const add = (step: SignupStep, errors: string[]) => {
    if (errors.length) byStep[step] = errors;
  };
  add(SIGNUP_STEP.clientData, clientDataErrors(signup));
  add(SIGNUP_STEP.channels, channelErrors(signup, flags));
  add(SIGNUP_STEP.billing, depositErrors(signup));
  add(SIGNUP_STEP.promotion, matchPromoErrors(signup));
  add(SIGNUP_STEP.schedule, scheduleErrors(signup));
  return byStep;
}
