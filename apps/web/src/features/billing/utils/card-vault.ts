import type { AuthnetSettings } from '@client-admin/contracts/billing-cards';

/** A provider message, as Accept.js answers them. */
export interface VaultMessage {
  code: string;
  text: string;
}

interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: 'Ok' | 'Error'; message: VaultMessage[] };
}

interface AcceptApi {
  dispatchData(
    secureData: {
      authData: { clientKey: string; apiLoginID: string };
      cardData: {
        cardNumber: string;
        month: string;
        year: string;
        zip?: string;
        fullName?: string;
      };
    },
    responseHandler: (response: AcceptResponse) => void,
  ): void;
}

declare global {
  interface Window {
    Accept?: AcceptApi;
  }
}

const loading = new Map<string, Promise<AcceptApi>>();

/** Loads the vault's script once (Authorize.Net's Accept.js or the sandbox's); it defines Accept. */
export function loadVaultScript(url: string): Promise<AcceptApi> {
  const known = loading.get(url);
  if (known) return known;
  // Already defined (the vault's script is on the page): nothing to load.
  if (window.Accept) return Promise.resolve(window.Accept);
  const promise = new Promise<AcceptApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.Accept ? resolve(window.Accept) : reject(new Error('The card vault did not load'));
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error('The card vault did not load'));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

export type TokenOutcome =
  | { ok: true; opaqueData: { dataDescriptor: string; dataValue: string } }
  | { ok: false; messages: VaultMessage[] };

/**
 * Turns the card into the vault's one-time token in the browser: the number goes to the vault
 * only, our API receives the opaque data.
 */
export async function tokenizeCard(
  settings: AuthnetSettings,
  card: { cardNumber: string; month: string; year: string; zip: string; fullName: string },
): Promise<TokenOutcome> {
  const accept = await loadVaultScript(settings.scriptUrl);
  const response = await new Promise<AcceptResponse>((resolve) =>
    accept.dispatchData(
      {
        authData: { clientKey: settings.clientKey, apiLoginID: settings.apiLoginId },
        cardData: card,
      },
      resolve,
    ),
  );
  if (response.messages.resultCode === 'Ok' && response.opaqueData) {
    return { ok: true, opaqueData: response.opaqueData };
  }
  return { ok: false, messages: response.messages.message };
}

/** The provider messages of an API refusal (422): its errors are code → text. */
export const providerMessages = (errors: Record<string, string> | undefined): VaultMessage[] =>
  Object.entries(errors ?? {}).map(([code, text]) => ({ code, text }));
