/** Query keys of the vendor screens. */
export const vendorKeys = {
  list: ['vendors', 'list'] as const,
  top: (count: number) => ['vendors', 'top', count] as const,
};
