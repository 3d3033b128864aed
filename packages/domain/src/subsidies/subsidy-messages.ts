import { MAX_IMPORT_ROWS, SUBSIDY_COLUMNS } from './constants';

/** Texts of the imports: the seed's (§8) where it has one, ours otherwise (decision 0070). */
export const SUBSIDY_MESSAGES = {
  /** Seed 002 §8: subsidy errors are shown as 'Error(s): ' plus the message. */
  errorPrefix: 'Error(s): ',
  /** Seed 002 §8: a subsidy call without an answer. */
  networkError: 'Error: Network Error',
  /** Seed 001 §8 / 002 §8. */
  percentStatesFailed: 'Failed to load enabled percent subsidy states.',
  fileMissing: 'Choose a file to upload',
  fileType: 'The file must be an Excel workbook (.xlsx) or a CSV file (.csv)',
  notAWorkbook: 'The file is not a readable workbook',
  fileTooLarge: (mebibytes: number) => `The file is larger than ${mebibytes} MB`,
  tooManyRows: `The sheet has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`,
  noRows: 'The sheet has no rows below its header',
  missingColumns: (missing: readonly string[]) =>
    `The sheet's first row must name the columns ${SUBSIDY_COLUMNS.join(', ')}; missing: ${missing.join(', ')}`,
  unknownSheet: (name: string) => `The workbook has no sheet named ${name}`,
  unknownUpload: 'No upload has that token; upload the file again',
  notPreprocessed: 'Pre-process the file before applying it',
  alreadyApplied: 'This upload was already applied',
  planChanged:
    'The subsidies changed since the pre-process; pre-process the file again to see what apply will do',
  badRows: (n: number) => `${n} row(s) of the file are not valid; nothing was changed`,
  sameFile: (when: string, who: string) =>
    `This file was already imported on ${when} by ${who}; importing it again changes nothing`,
  wrongType: 'This upload is of another import type',
  // Row reasons (each names its column).
  required: 'Required',
  unknownState: (value: string) => `Unknown state ${value}`,
  unknownCounty: (county: string, state: string) => `County ${county} is not in ${state}`,
  unknownProduct: (value: string) => `Unknown product ${value}; products look like SF-AUTO-WEB`,
  notAnAmount: 'Must be a number of dollars, or a percentage such as 25%',
  negative: 'Must not be negative',
  zero: 'Must be more than 0',
  tooManyDecimals: 'At most two decimals',
  percentAbove100: 'A percentage must be at most 100%',
  amountTooBig: 'Must be at most $10,000',
  percentNotEnabled: (state: string) => `Percent subsidy is not enabled in ${state}`,
  capRequired: 'A percent subsidy needs a cap in dollars',
  capBelowSubsidy: 'The cap must not be below the subsidy',
  duplicate: (line: number) => `Same state, county and product as line ${line}`,
  // Batches.
  batchNotFound: 'No import batch has that id',
  batchReverted: 'This import was already reverted',
  batchHasNothing: 'This import changed nothing, so there is nothing to revert',
  batchTouchedLater: (ids: readonly number[]) =>
    `A later import (${ids.map((id) => `#${id}`).join(', ')}) changed the same subsidies; revert it first`,
} as const;
