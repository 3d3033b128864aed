import type { SignupFields, ValidationResult } from '@client-admin/contracts/signup';
import { channelName, isChannelComplete } from '@client-admin/domain/channel-completeness';
import { serviceOfParam } from '@client-admin/domain/channel-service-types';
import { PRODUCT_ID_BY_SERVICE } from '@client-admin/domain/quote-types';
import { isStandardBilling } from '@client-admin/domain/signup/signup-billing';
import { signupErrors, type SignupRuleFlags } from '@client-admin/domain/signup/signup-errors';
import { SIGNUP_STEPS, type SignupStep } from '@client-admin/domain/signup/signup-steps';

/** The one check a sales person cannot satisfy: the client gives its card when signing. */
export const NO_CARD_CODE = 'NO_CARD';
export const NO_CARD_MESSAGE = 'No card on file: the client enters its card when signing';

const STEP_CODES: Record<SignupStep, string> = {
  0: 'CLIENT_DATA',
  1: 'CHANNELS',
  2: 'BILLING',
  3: 'PROMOTION',
  4: 'SCHEDULE',
  5: 'SEND_CONTRACT',
};

/** A signup channel as it will be made: its product, and its name (INCOMPLETE ... if a part lacks). */
export function describeChannel(entry: SignupFields['clientQuoteTypes'][number]) {
  const serviceType = serviceOfParam(entry.serviceType);
  const complete = isChannelComplete({ serviceType, ...entry.channel });
  return {
    serviceType,
    productTypeId: PRODUCT_ID_BY_SERVICE[serviceType],
    complete,
    name: entry.channel.customName || channelName(entry.channel.quoteType, serviceType, complete),
  };
}

/**
 * The step errors of seed 002 §5 as the validation result the seed names: each error with its
 * step's area and code. The deposits of a card-charging signup wait for the client's card: that
 * one item (NO_CARD) does not make the account invalid.
 */
export function validateSignup(fields: SignupFields, flags: SignupRuleFlags): ValidationResult {
  const channels = fields.clientQuoteTypes.map((entry) => ({
    ...describeChannel(entry),
    key: entry.key,
    quoteType: entry.channel.quoteType,
  }));
  const byStep = signupErrors(
    {
      client: fields.client,
      channels,
      groups: fields.subscriptionGroups,
      consentCompanyId: fields.consentCompanyId,
      schedule: fields.clientSchedule.map((day) => ({
        isActive: day.isActive,
        dayParts: day.dayPartSchedules.map((part) => ({
          start: part.dayPartCap.startTime,
          end: part.dayPartCap.endTime,
        })),
      })),
      billingType: fields.billingType,
      deposits: fields.deposits,
      matchPromos: fields.matchPromos,
    },
    flags,
  );
  const results = Object.entries(byStep).flatMap(([key, messages]) => {
    const step = Number(key) as SignupStep;
    return messages.map((message) => ({
      area: SIGNUP_STEPS[step],
      step,
      code: STEP_CODES[step],
      message,
      isValid: false,
    }));
  });
  const isAccountValid = results.length === 0;
  const deposits = fields.deposits['1'] + fields.deposits['2'];
  if (fields.chargeCard && isStandardBilling(fields.billingType) && deposits > 0) {
    results.push({
      area: SIGNUP_STEPS[2],
      step: 2,
      code: NO_CARD_CODE,
      message: NO_CARD_MESSAGE,
      isValid: false,
    });
  }
  return { isAccountValid, results };
}
