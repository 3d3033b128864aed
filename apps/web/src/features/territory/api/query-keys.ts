/** Query keys of the territory look-up tool and the opt-in screen. */
export const territoryKeys = {
  quoteTypes: (clientId: number, parentCompany: string, serviceType: string) =>
    ['territory-tools', 'quote-types', clientId, parentCompany, serviceType] as const,
  packageRegions: (search: unknown, packageId: string | null) =>
    ['territory-tools', 'package-regions', search, packageId] as const,
  channelsEstimate: (clientId: number, channels: unknown) =>
    ['territory-tools', 'channels-estimate', clientId, channels] as const,
};
