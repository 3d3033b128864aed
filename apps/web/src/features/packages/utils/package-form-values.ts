import { z } from 'zod';
import { packageInput, type PackageAdminDetail } from '@client-admin/contracts/packages';
import { DEFAULT_MAX_SOLD } from '@client-admin/domain/channel-messages';

export interface PriceModifierFormValues {
  id?: number;
  name: string;
  priceMin: string;
  priceMax: string;
  isDefaultSelected: boolean;
}

export interface ExcludedClientValue {
  id: number;
  name: string;
}

/** The form keeps typed amounts as text; its shape is packageInput's, so errors land on fields. */
export interface PackageFormValues {
  name: string;
  carrier: string | null;
  quoteType: string;
  productTypeId: number | null;
  cost: string;
  maxSold: string;
  isActive: boolean;
  isSourceOnly: boolean;
  filters: string[];
  priceModifiers: PriceModifierFormValues[];
  excludedClients: ExcludedClientValue[];
}

// An empty box is not zero: NaN makes the contract say 'Must be an amount'.
const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Form values -> packageInput; every rule and message stays in the contract. */
export const packageForm = z
  .custom<PackageFormValues>()
  .transform((values): z.input<typeof packageInput> => ({
    name: values.name,
    carrier: values.carrier,
    quoteType: values.quoteType,
    productTypeId: values.productTypeId as 1 | 2,
    cost: amount(values.cost),
    maxSold: amount(values.maxSold),
    isActive: values.isActive,
    isSourceOnly: values.isSourceOnly,
    filters: values.filters,
    priceModifiers: values.priceModifiers.map((modifier) => ({
      ...(modifier.id === undefined ? {} : { id: modifier.id }),
      name: modifier.name,
      priceMin: amount(modifier.priceMin),
      priceMax: amount(modifier.priceMax),
      isDefaultSelected: modifier.isDefaultSelected,
    })),
    excludedClientIds: values.excludedClients.map((client) => client.id),
  }))
  .pipe(packageInput);

export const NEW_PACKAGE_VALUES: PackageFormValues = {
  name: '',
  carrier: null,
  quoteType: '',
  productTypeId: 1,
  cost: '',
  maxSold: String(DEFAULT_MAX_SOLD),
  isActive: true,
  isSourceOnly: false,
  filters: [],
  priceModifiers: [],
  excludedClients: [],
};

export function toPackageFormValues(detail: PackageAdminDetail): PackageFormValues {
  return {
    name: detail.name,
    carrier: detail.carrier,
    quoteType: detail.quoteType,
    productTypeId: detail.productTypeId,
    cost: String(detail.cost),
    maxSold: String(detail.maxSold),
    isActive: detail.isActive,
    isSourceOnly: detail.isSourceOnly,
    filters: detail.filters,
    priceModifiers: detail.priceModifiers.map((modifier) => ({
      id: modifier.id,
      name: modifier.name,
      priceMin: String(modifier.priceMin),
      priceMax: String(modifier.priceMax),
      isDefaultSelected: modifier.isDefaultSelected,
    })),
    excludedClients: detail.excludedClients,
  };
}
