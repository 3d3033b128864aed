import {
  signupClient,
  signupFields,
  type Signup,
  type SignupFields,
  type SignupFieldsInput,
} from '@client-admin/contracts/signup';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { DEFAULT_TIME_ZONE } from '@client-admin/domain/constants';
import { localMoment } from '@client-admin/domain/local-clock';
import { activationDateOrTomorrow } from '@client-admin/domain/signup/signup-lifecycle';

/** The signup editor's form: every field sales set, as PUT /api/sales/update takes them. */
export type SignupFormValues = SignupFields;
export type SignupChannel = SignupFormValues['clientQuoteTypes'][number];
export type SignupGroup = SignupFormValues['subscriptionGroups'][number];

/** Today's date in New York (YYYY-MM-DD), the business day the activation date counts from. */
export const todayInNewYork = (now: Date = new Date()) => localMoment(now, DEFAULT_TIME_ZONE).date;

/** A blank signup: every field empty or at its default. */
export const blankSignupValues = (): SignupFormValues => signupFields.parse({});

/** The editable fields of a signup as the server answered it. */
export function toFormValues(
  signup: Omit<Signup, 'validationResult'>,
  today: string = todayInNewYork(),
): SignupFormValues {
  return {
    client: signup.client,
    consentCompanyId: signup.consentCompanyId,
    clientQuoteTypes: signup.clientQuoteTypes.map(({ key, serviceType, channel, filters }) => ({
      key,
      serviceType,
      channel,
      filters,
    })),
    subscriptionGroups: signup.subscriptionGroups,
    clientSchedule: signup.clientSchedule,
    preventCapsPerScheduleOverride: signup.preventCapsPerScheduleOverride,
    billingType: signup.billingType,
    paymentMethod: signup.paymentMethod,
    chargeDay: signup.chargeDay,
    webRechargeEnabled: signup.webRechargeEnabled,
    webRechargeAmount: signup.webRechargeAmount,
    callRechargeAmount: signup.callRechargeAmount,
    chargeCard: signup.chargeCard,
    deposits: signup.deposits,
    matchPromos: signup.matchPromos,
    promoId: signup.promoId,
    immediateActivation: signup.immediateActivation,
    activationDate: activationDateOrTomorrow(signup.activationDate, today),
    discounts: signup.discounts,
    notes: signup.notes,
    isElite: signup.isElite,
    logins: signup.logins,
  };
}

/** Web (1) or Call (2): the product a channel of this service type sells. */
export const productOfChannel = (channel: Pick<SignupChannel, 'serviceType'>): ProductType =>
  channel.serviceType === 'Web' ? 1 : 2;

/** The products the signup has channels of, Web first. */
export const productsWithChannels = (channels: readonly SignupChannel[]): ProductType[] =>
  ([1, 2] as const).filter((product) => channels.some((c) => productOfChannel(c) === product));

const CLIENT_KEYS = Object.keys(signupClient.shape) as (keyof SignupFormValues['client'])[];
const NUMBER_KEYS: readonly string[] = ['timeZone'];

/**
 * The signup an agency link asks for (`/signup?agency=STATEFARM&email=...&fullName=...`): the
 * agency is the parent company, any other client field of the query is taken as it is.
 */
export function signupFromQuery(search: Record<string, unknown>): SignupFieldsInput | null {
  const agency = search.agency;
  if (typeof agency !== 'string' && typeof agency !== 'number') return null;
  const client: Record<string, string | number> = { parentCompany: String(agency) };
  for (const key of CLIENT_KEYS) {
    const value = search[key];
    if (key === 'parentCompany' || (typeof value !== 'string' && typeof value !== 'number')) {
      continue;
    }
    client[key] = NUMBER_KEYS.includes(key) ? Number(value) : String(value);
  }
  return { client } as SignupFieldsInput;
}
