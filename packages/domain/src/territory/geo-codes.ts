import { US_STATES } from '../us-states';
import { COUNTY_FIPS_LENGTH, STATE_FIPS_LENGTH, ZIP_LENGTH } from './constants';

/**
 * Normal forms of the territory's codes (seed 001 §3): 5-digit zips, uppercased counties,
 * two-letter state abbreviations. Each answers null for a value that is not one.
 */

const ZIP = /^(\d{5})(?:-?\d{4})?$/;

/** "78701", " 78701 " and the ZIP+4 "78701-1234" give "78701"; anything else null. */
export function normaliseZip(value: string): string | null {
  const match = ZIP.exec(value.trim());
  return match ? match[1]! : null;
}

/**
 * A zip from a spreadsheet cell: as normaliseZip, but a 3- or 4-digit number gets back the
 * leading zeros a spreadsheet drops (501 is 00501, 2134 is 02134).
 */
export function normaliseSpreadsheetZip(value: string): string | null {
  const trimmed = value.trim();
  if (/^\d{3,4}$/.test(trimmed)) return trimmed.padStart(ZIP_LENGTH, '0');
  return normaliseZip(trimmed);
}

/** A county name as geo maps keep it: trimmed, inner spaces single, uppercased; '' is null. */
export function normaliseCounty(value: string): string | null {
  const county = value.trim().replace(/\s+/g, ' ').toUpperCase();
  return county === '' ? null : county;
}

const BY_ABBREVIATION = new Map(US_STATES.map((s) => [s.abbreviation, s.abbreviation]));
const BY_NAME = new Map(US_STATES.map((s) => [s.name.toUpperCase(), s.abbreviation]));

/** "tx", "TX", "Texas" and "TEXAS" give "TX"; an unknown state null. */
export function normaliseState(value: string): string | null {
  const key = value.trim().replace(/\s+/g, ' ').toUpperCase();
  return BY_ABBREVIATION.get(key) ?? BY_NAME.get(key) ?? null;
}

/** The state's name for an abbreviation (any case); null when unknown. */
export function stateName(abbreviation: string): string | null {
  const code = normaliseState(abbreviation);
  return US_STATES.find((s) => s.abbreviation === code)?.name ?? null;
}

const digits = (value: string, length: number): string | null => {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed) || trimmed.length > length) return null;
  return trimmed.padStart(length, '0');
};

/** A state FIPS code as two digits ("6" is "06"); null when not one. */
export const normaliseStateFips = (value: string) => digits(value, STATE_FIPS_LENGTH);

/** A county FIPS code within its state as three digits ("1" is "001"); null when not one. */
export const normaliseCountyFips = (value: string) => digits(value, COUNTY_FIPS_LENGTH);

/** The 5-digit county code the Census keys counties by: state FIPS then county FIPS. */
export function fullCountyFips(stateFips: string, countyFips: string): string | null {
  const state = normaliseStateFips(stateFips);
  const county = normaliseCountyFips(countyFips);
  return state && county ? state + county : null;
}
