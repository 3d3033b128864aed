/** Query keys of the vendor screens. */
export const vendorKeys = {
  list: ['vendors', 'list'] as const,
  top: (count: number) => ['vendors', 'top', count] as const,
  apiKeys: (vendorId: number) => ['vendors', vendorId, 'api-keys'] as const,
};
