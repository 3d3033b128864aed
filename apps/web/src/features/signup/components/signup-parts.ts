import type { UseQueryResult } from '@tanstack/react-query';
import type { AuthnetSettings } from '@client-admin/contracts/billing-cards';
import type { PackageDetail } from '@client-admin/contracts/packages';
import type { ConsentCompany } from '@client-admin/contracts/options';
import type { TerritoryGeoItem } from '@client-admin/contracts/territory';
import type { ServiceType } from '@client-admin/domain/quote-types';

/**
 * What the signup editor takes from other features, composed in app/ (a feature imports no other
 * feature): the clients feature's consent companies (the Medicare consent carrier), the channel
 * editor's package lists, and the territory feature's zip look-up (a zip's state). Given once for
 * the whole app: the hooks are the same functions on every render.
 */
export interface SignupEditorParts {
  useConsentCompanies: (enabled?: boolean) => UseQueryResult<ConsentCompany[]>;
  useChannelPackages: (
    carrier: string | null,
    quoteType: string | null,
    service: ServiceType,
  ) => UseQueryResult<PackageDetail[]>;
  /** A function that looks a zip up (its state and county); 404 when geography does not know it. */
  useZipLookup: () => (zip: string) => Promise<TerritoryGeoItem>;
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
 * script that turns the card into a one-time token in the browser, and the month picker's choices.
 */
export interface CardVaultParts {
  tokenizeCard: (
    settings: AuthnetSettings,
    card: { cardNumber: string; month: string; year: string; zip: string; fullName: string },
  ) => Promise<CardTokenOutcome>;
  expirationOptions: (today: {
    year: number;
    month: number;
  }) => { value: string; label: string; disabled: boolean }[];
}

/** The billing feature's way of handing a fetched file to the browser as a download. */
export interface DownloadParts {
  saveFile: (blob: Blob, fileName: string) => void;
}
