import {
  PRODUCT_ID_BY_SERVICE,
  QUOTE_TYPE_LABELS,
  SERVICE_TYPES,
} from '@client-admin/domain/quote-types';

/** Product (Web 1, Call 2) and quote-type choices, as select options. */
export const PRODUCT_OPTIONS = SERVICE_TYPES.map((service) => ({
  value: String(PRODUCT_ID_BY_SERVICE[service]),
  label: service,
}));

export const QUOTE_TYPE_OPTIONS = Object.entries(QUOTE_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
