/** Query keys of the territory look-up tool and the opt-in screen. */
export const territoryKeys = {
  quoteTypes: (clientId: number, parentCompany: string, serviceType: string) =>
    ['territory-tools', 'quote-types', clientId, parentCompany, serviceType] as const,
  packageRegions: (search: unknown, packageId: string | null) =>
    ['territory-tools', 'package-regions', search, packageId] as const,
  channelsEstimate: (clientId: number, channels: unknown) =>
    ['territory-tools', 'channels-estimate', clientId, channels] as const,
};

/** Query keys of the territory look-ups the editor makes (geography changes rarely). */
export const geographyKeys = {
  zip: (zip: string) => ['territory', 'zip', zip] as const,
  countiesOfState: (state: string) => ['territory', 'counties-of-state', state] as const,
  counties: (state: string, zip: string) => ['territory', 'counties', state, zip] as const,
  countiesAround: (zip: string) => ['territory', 'counties-around', zip] as const,
  countyZips: (state: string, countyFips: string) =>
    ['territory', 'county-zips', state, countyFips] as const,
  radius: (zip: string, radius: number) => ['territory', 'radius', zip, radius] as const,
  estimate: (request: string) => ['territory', 'estimate', request] as const,
  percentSubsidyStates: () => ['territory', 'percent-subsidy-states'] as const,
};
