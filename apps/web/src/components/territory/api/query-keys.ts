/** Query keys of the territory look-ups the editor makes (geography changes rarely). */
export const geographyKeys = {
  zip: (zip: string) => ['territory', 'zip', zip] as const,
  counties: (state: string, zip: string) => ['territory', 'counties', state, zip] as const,
  countiesAround: (zip: string) => ['territory', 'counties-around', zip] as const,
  countyZips: (state: string, countyFips: string) =>
    ['territory', 'county-zips', state, countyFips] as const,
  radius: (zip: string, radius: number) => ['territory', 'radius', zip, radius] as const,
  estimate: (request: string) => ['territory', 'estimate', request] as const,
  percentSubsidyStates: () => ['territory', 'percent-subsidy-states'] as const,
};
