import type { CardExpiration } from '@client-admin/domain/billing/cards/card-expiration';
import type { CardHolder, CardVault, ChargeResult, VaultAnswer, VaultMessage } from './card-vault';

/** The Authorize.Net settings of the environment (README's configuration table). */
export interface AuthnetSettings {
  apiLoginId: string;
  transactionKey: string;
  clientKey: string;
  environment: 'sandbox' | 'production';
  /** The JSON API's URL; by default Authorize.Net's for the environment. */
  apiUrl?: string;
}

export const AUTHNET_URLS = {
  sandbox: {
    api: 'https://apitest.authorize.net/xml/v1/request.api',
    script: 'https://jstest.authorize.net/v1/Accept.js',
  },
  production: {
    api: 'https://api.authorize.net/xml/v1/request.api',
    script: 'https://js.authorize.net/v1/Accept.js',
  },
} as const;

/** The origins the portal's CSP must allow for Accept.js: its script and the API it posts to. */
export const authnetOrigins = (environment: 'sandbox' | 'production') => ({
  script: new URL(AUTHNET_URLS[environment].script).origin,
  connect:
    environment === 'sandbox' ? 'https://apitest.authorize.net' : 'https://api2.authorize.net',
});

interface AuthnetMessages {
  resultCode: 'Ok' | 'Error';
  message?: { code: string; text: string }[];
}

interface AuthnetResponse {
  messages?: AuthnetMessages;
  customerProfileId?: string;
  customerPaymentProfileId?: string;
  customerPaymentProfileIdList?: string[];
  paymentProfile?: { payment?: { creditCard?: { cardNumber?: string; cardType?: string } } };
  transactionResponse?: {
    responseCode?: string;
    transId?: string;
    messages?: { code: string; description: string }[];
    errors?: { errorCode: string; errorText: string }[];
  };
}

const cents = (amountCents: number) => (amountCents / 100).toFixed(2);
const expirationDate = ({ monthExpires, yearExpires }: CardExpiration) =>
  `${yearExpires}-${String(monthExpires).padStart(2, '0')}`;

/** Authorize.Net's billTo, element order as its schema wants it. */
const billTo = (h: CardHolder) => ({
  firstName: h.firstName.slice(0, 50),
  lastName: h.lastName.slice(0, 50),
  company: h.companyName.slice(0, 50),
  address: h.address1.slice(0, 60),
  city: h.city.slice(0, 40),
  state: h.state.slice(0, 40),
  zip: h.zip,
  country: 'US',
});

const messagesOf = (response: AuthnetResponse): VaultMessage[] =>
  (response.messages?.message ?? []).map((m) => ({ code: m.code, text: m.text }));

const failure = (messages: VaultMessage[]) => ({ ok: false as const, messages });

/** A transaction's answer: responseCode 1 approved, 2 declined, anything else an error. */
function chargeResultOf(response: AuthnetResponse): ChargeResult {
  const t = response.transactionResponse;
  const transactionId = t?.transId && t.transId !== '0' ? t.transId : null;
  const errors = (t?.errors ?? []).map((e) => ({ code: e.errorCode, text: e.errorText }));
  if (t?.responseCode === '1' && response.messages?.resultCode === 'Ok') {
    return {
      status: 'approved',
      transactionId,
      messages: (t.messages ?? []).map((m) => ({ code: m.code, text: m.description })),
    };
  }
  return {
    status: t?.responseCode === '2' ? 'declined' : 'error',
    transactionId,
    messages: errors.length > 0 ? errors : messagesOf(response),
  };
}

/**
 * The production vault: Authorize.Net through its JSON API (decision 0031). Accept.js in the
 * browser turns the card into opaque data; customer payment profiles hold the card; charges,
 * refunds and voids are createTransactionRequest's authCapture, refund and void.
 */
export function createAuthnetCardVault(
  settings: AuthnetSettings,
  fetchImpl: typeof fetch = fetch,
): CardVault {
  const apiUrl = settings.apiUrl ?? AUTHNET_URLS[settings.environment].api;
  const merchantAuthentication = {
    name: settings.apiLoginId,
    transactionKey: settings.transactionKey,
  };

  async function call(name: string, body: Record<string, unknown>): Promise<AuthnetResponse> {
    try {
      const response = await fetchImpl(apiUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [name]: { merchantAuthentication, ...body } }),
        signal: AbortSignal.timeout(30_000),
      });
      // Authorize.Net starts its JSON with a byte-order mark.
      const text = (await response.text()).replace(/^\uFEFF/, '');
      return JSON.parse(text) as AuthnetResponse;
    } catch {
      return {
        messages: {
          resultCode: 'Error',
          message: [
            { code: 'E00001', text: 'An error occurred during processing. Please try again.' },
          ],
        },
      };
    }
  }
  const ok = (response: AuthnetResponse) => response.messages?.resultCode === 'Ok';

  return {
    kind: 'authnet',
    browserSettings: () => ({
      apiLoginId: settings.apiLoginId,
      clientKey: settings.clientKey,
      scriptUrl: AUTHNET_URLS[settings.environment].script,
      environment: settings.environment,
    }),

    async savePaymentProfile({
      customerProfileId,
      merchantCustomerId,
      opaqueData,
      holder,
      expiration,
    }) {
      const paymentProfile = {
        customerType: holder.companyName ? 'business' : 'individual',
        billTo: billTo(holder),
        payment: { opaqueData },
      };
      let customer = customerProfileId;
      let paymentProfileId: string | undefined;
      if (customer) {
        const created = await call('createCustomerPaymentProfileRequest', {
          customerProfileId: customer,
          paymentProfile,
          validationMode: 'none',
        });
        if (!ok(created)) return failure(messagesOf(created));
        paymentProfileId = created.customerPaymentProfileId;
      } else {
        const created = await call('createCustomerProfileRequest', {
          profile: {
            merchantCustomerId: merchantCustomerId.slice(0, 20),
            description: merchantCustomerId,
            paymentProfiles: paymentProfile,
          },
          validationMode: 'none',
        });
        if (!ok(created)) return failure(messagesOf(created));
        customer = created.customerProfileId ?? null;
        paymentProfileId = created.customerPaymentProfileIdList?.[0];
      }
      if (!customer || !paymentProfileId) {
        return failure([{ code: 'E00001', text: 'The card provider answered no profile.' }]);
      }
      const read = await call('getCustomerPaymentProfileRequest', {
        customerProfileId: customer,
        customerPaymentProfileId: paymentProfileId,
      });
      if (!ok(read)) return failure(messagesOf(read));
      const card = read.paymentProfile?.payment?.creditCard;
      const last4 = (card?.cardNumber ?? '').replace(/\D/g, '').slice(-4);
      return {
        ok: true,
        profile: {
          customerProfileId: customer,
          paymentProfileId,
          brand: card?.cardType ?? 'Unknown',
          lastFour: last4.padStart(4, '0'),
          ...expiration,
        },
      };
    },

    async updatePaymentProfile({
      customerProfileId,
      paymentProfileId,
      lastFour,
      holder,
      expiration,
    }) {
      const answer = await call('updateCustomerPaymentProfileRequest', {
        customerProfileId,
        paymentProfile: {
          billTo: billTo(holder),
          payment: {
            creditCard: {
              cardNumber: `XXXX${lastFour}`,
              expirationDate: expirationDate(expiration),
            },
          },
          customerPaymentProfileId: paymentProfileId,
        },
        validationMode: 'none',
      });
      return ok(answer) ? ({ ok: true } as VaultAnswer) : failure(messagesOf(answer));
    },

    async deletePaymentProfile({ customerProfileId, paymentProfileId }) {
      const answer = await call('deleteCustomerPaymentProfileRequest', {
        customerProfileId,
        customerPaymentProfileId: paymentProfileId,
      });
      return ok(answer) ? ({ ok: true } as VaultAnswer) : failure(messagesOf(answer));
    },

    async charge({ customerProfileId, paymentProfileId, amountCents, reference, description }) {
      return chargeResultOf(
        await call('createTransactionRequest', {
          refId: reference.slice(0, 20),
          transactionRequest: {
            transactionType: 'authCaptureTransaction',
            amount: cents(amountCents),
            profile: { customerProfileId, paymentProfile: { paymentProfileId } },
            // The reference as the invoice number and an 8-hour duplicate window: a retried
            // charge of the same reference is refused by the provider (code 11), never doubled.
            order: {
              invoiceNumber: reference.slice(0, 20),
              description: description.slice(0, 255),
            },
            transactionSettings: {
              setting: [{ settingName: 'duplicateWindow', settingValue: '28800' }],
            },
          },
        }),
      );
    },

    async refund({ transactionId, amountCents, lastFour, reference }) {
      const request = {
        transactionType: 'refundTransaction',
        amount: cents(amountCents),
        payment: { creditCard: { cardNumber: lastFour, expirationDate: 'XXXX' } },
        refTransId: transactionId,
      };
      if (!reference) {
        return chargeResultOf(
          await call('createTransactionRequest', { transactionRequest: request }),
        );
      }
      // As a charge: the reference as refId and invoice number, and the duplicate window, so a
      // retried refund is refused by the provider (code 11), never paid twice.
      return chargeResultOf(
        await call('createTransactionRequest', {
          refId: reference.slice(0, 20),
          transactionRequest: {
            ...request,
            order: { invoiceNumber: reference.slice(0, 20) },
            transactionSettings: {
              setting: [{ settingName: 'duplicateWindow', settingValue: '28800' }],
            },
          },
        }),
      );
    },

    async void({ transactionId }) {
      return chargeResultOf(
        await call('createTransactionRequest', {
          transactionRequest: { transactionType: 'voidTransaction', refTransId: transactionId },
        }),
      );
    },
  };
}
