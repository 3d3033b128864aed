import { TERRITORY_MESSAGES } from '../channel-messages';
import {
  MAX_CUSTOM_ZIPS,
  MAX_OPT_IN_FILE_BYTES,
  MAX_OPT_IN_ROWS,
  MAX_RADIUS_MILES,
} from './constants';

/**
 * Territory messages: the seed's (001 §8 Territory, §8 Leads; 002 §8) word for word, then the
 * API's 400s (ours). The duplicate warnings stay in channel-messages (the web imports them there).
 */
export const TERRITORY_LOOKUP_MESSAGES = {
  // Seed 001 §8 Territory.
  getPackageRegions: 'Failed to get package regions.',
  setCustomZipRadius: 'Failed to set custom zip radius',
  addCustomList: 'Failed to add custom list.',
  getAddedEstimate: 'Failed to get added estimate.',
  getCountyZipGeos: 'Failed to get county zip geos.',
  createChannels: 'Failed to create new channels.',
  getCountiesInState: (state: string) => `Failed to get counties in ${state}.`,
  getCountiesAroundZip: (zip: string) => `Failed to get counties around ${zip}.`,
  radiusExists: 'Radius Already Exists',
  zipInSelectedState: TERRITORY_MESSAGES.zipInSelectedState,
  // Seed 001 §8 Leads, 002 §8 Signup: the sales zip tools.
  noZipCodes: 'No Zip Codes available.',
  retrievedZipCodes: 'Retrieved Zip Codes',
  // Seed 001 §8 Options, 002 §8.
  getPercentSubsidyStates: 'Failed to load enabled percent subsidy states.',

  // Ours: the API's answers.
  invalidZip: (value: string) => `${value} is not a 5-digit zip code`,
  unknownZip: (zip: string) => `Unknown zip code ${zip}`,
  unknownState: (value: string) => `Unknown state ${value}`,
  unknownCounty: (county: string, state: string) => `Unknown county ${county} in ${state}`,
  radiusOutOfRange: `Radius must be from 0 to ${MAX_RADIUS_MILES} miles`,
  customListEmpty: 'Enter at least one zip code',
  customListTooLong: `A list may hold at most ${MAX_CUSTOM_ZIPS} zip codes`,
  zipsNotFound: (zips: readonly string[]) => `Zip codes not found: ${zips.join(', ')}`,
  invalidEntries: (entries: readonly string[]) => `Not zip codes: ${entries.join(', ')}`,
  duplicateGeo: (geo: string) => `${geo} is already in the territory`,
  zipNotInTerritory: (zip: string) => `${zip} is not in this channel's territory`,
  // Ours: the screens' own words.
  zipDigits: 'A zip code has 5 digits',
  coveredGeosRemoved: 'Taken out, as the added territory already includes them',
  noPackagesAroundZip: 'No packages are offered around this zip.',
  pickListedCounty: 'Pick a county from the list',
  chooseStateForCounties: 'Choose a state, or a zip to find the counties around it',
  noCountyMatches: 'No listed county matches',
  salesZipsSaved: (count: number) =>
    `Sales lead map saved (${count} zip code${count === 1 ? '' : 's'})`,
  channelsCreated: (count: number) => `${count} channel${count === 1 ? '' : 's'} created.`,
  // Secondary territories opt-in upload.
  fileType: 'Upload a CSV or Excel (.xlsx) file',
  fileMissing: 'Choose a file to upload',
  fileTooLarge: `The file must be at most ${MAX_OPT_IN_FILE_BYTES / (1024 * 1024)} MB`,
  fileEmpty: 'The file has no rows',
  tooManyRows: `The file may hold at most ${MAX_OPT_IN_ROWS} rows`,
  badRows: (rows: number) =>
    `Nothing was changed: ${rows} row${rows === 1 ? ' is' : 's are'} not valid`,
  rowChannelId: 'Channel id must be a whole number',
  rowRepeated: (row: number) => `The same channel is already on row ${row}`,
  rowExcludedZips: (entries: readonly string[]) =>
    `Excluded zip codes are not 5-digit zip codes: ${entries.join(', ')}`,
  rowTooManyExcludedZips: (max: number) => `At most ${max} excluded zip codes a row`,
  rowUnknownChannel: 'No such channel',
  optInUpdated: (count: number, optIn: boolean) =>
    `${count} channel${count === 1 ? '' : 's'} opted ${optIn ? 'in to' : 'out of'} secondary territories`,
} as const;
