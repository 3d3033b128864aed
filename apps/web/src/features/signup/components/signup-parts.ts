import type { ComponentType } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AuthnetSettings } from '@client-admin/contracts/billing-cards';
import type { ConsentCompany } from '@client-admin/contracts/options';
import type { SignupChannelEditorProps } from '../../../lib/signup-channel-editor';

/**
 * What the signup editor takes from other features, composed in app/ (a feature imports no other
 * feature): the clients feature's consent companies (the Medicare consent carrier) and the
 * channels feature's editor in signup mode (with the territory feature's map and estimates). Given
 * once for the whole app: the hook is the same function on every render.
 */
export interface SignupEditorParts {
  useConsentCompanies: (enabled?: boolean) => UseQueryResult<ConsentCompany[]>;
  ChannelEditor: ComponentType<SignupChannelEditorProps>;
}

/** A provider message, as the card vault's script answers them. */
export interface VaultMessage {
  code: string;
  text: string;
}

export type CardTokenOutcome =
  | { ok: true; opaqueData: { dataDescriptor: string; dataValue: string } }
  | { ok: false; messages: VaultMessage[] };

/**
 * The billing feature's card vault, for the card the deposits are charged to at signing: the
 * script that turns the card into a one-time token in the browser.
 */
export interface CardVaultParts {
  tokenizeCard: (
    settings: AuthnetSettings,
    card: { cardNumber: string; month: string; year: string; zip: string; fullName: string },
  ) => Promise<CardTokenOutcome>;
}

/** The billing feature's way of handing a fetched file to the browser as a download. */
export interface DownloadParts {
  saveFile: (blob: Blob, fileName: string) => void;
}
