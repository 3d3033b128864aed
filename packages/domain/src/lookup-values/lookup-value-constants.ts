/** Seed 001 §9: the lookup values list pages by 10. */
export const LOOKUP_VALUES_PAGE_SIZE = 10;

/** The list's sort keys; a leading - sorts descending. */
export const LOOKUP_VALUE_SORTS = ['filterTypeName', 'value', 'label', 'id'] as const;
export type LookupValueSort = (typeof LOOKUP_VALUE_SORTS)[number];
