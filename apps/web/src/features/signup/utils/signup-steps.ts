import type { Signup } from '@client-admin/contracts/signup';
import { SIGNUP_STEP, type SignupStep } from '@client-admin/domain/signup/signup-steps';

/** The billing error the seed leaves out of the Send Contract step: the card comes at signing. */
export const NO_CARD_CODE = 'NO_CARD';

type ValidationItem = Signup['validationResult']['results'][number];

/**
 * A step's errors from the server's validation result; the Send Contract step shows every step's,
 * except the no-card billing one (seed 002 §5).
 */
export function stepErrors(
  validation: Signup['validationResult'] | null | undefined,
  step: SignupStep,
): ValidationItem[] {
  const failed = (validation?.results ?? []).filter((item) => !item.isValid);
  if (step === SIGNUP_STEP.sendContract) return failed.filter((item) => item.code !== NO_CARD_CODE);
  return failed.filter((item) => item.step === step);
}

/** The step that shows a field of the form, by its path (a 400 names fields by path). */
export function stepOfField(path: string): SignupStep {
  const [head] = path.split('.');
  switch (head) {
    case 'client':
    case 'consentCompanyId':
    case 'logins':
    case 'isElite':
      return SIGNUP_STEP.clientData;
    case 'clientQuoteTypes':
      return SIGNUP_STEP.channels;
    case 'matchPromos':
    case 'promoId':
    case 'discounts':
      return SIGNUP_STEP.promotion;
    case 'clientSchedule':
    case 'preventCapsPerScheduleOverride':
    case 'immediateActivation':
    case 'activationDate':
      return SIGNUP_STEP.schedule;
    case 'notes':
      return SIGNUP_STEP.sendContract;
    default:
      return SIGNUP_STEP.billing;
  }
}

export const isSignupStep = (value: number): value is SignupStep =>
  Number.isInteger(value) && value >= 0 && value <= 5;
