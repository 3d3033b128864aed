import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fullCountyFips,
  normaliseCounty,
  normaliseCountyFips,
  normaliseSpreadsheetZip,
  normaliseState,
  normaliseStateFips,
  normaliseZip,
  stateName,
} from './geo-codes';

describe('geo codes', () => {
  it('keeps 5-digit zips and cuts ZIP+4', () => {
    expect(normaliseZip('78701')).toBe('78701');
    expect(normaliseZip(' 02134 ')).toBe('02134');
    expect(normaliseZip('78701-1234')).toBe('78701');
    expect(normaliseZip('787011234')).toBe('78701');
    for (const bad of ['', '7870', '787010', 'abcde', '78 701', '78701-12']) {
      expect(normaliseZip(bad)).toBeNull();
    }
  });

  it('gives back the leading zeros a spreadsheet drops', () => {
    expect(normaliseSpreadsheetZip('2134')).toBe('02134');
    expect(normaliseSpreadsheetZip('501')).toBe('00501');
    expect(normaliseSpreadsheetZip('78701')).toBe('78701');
    expect(normaliseSpreadsheetZip('12')).toBeNull();
  });

  it('every 5-digit string is its own normal form', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{5}$/), (zip) => normaliseZip(zip) === zip));
  });

  it('uppercases counties', () => {
    expect(normaliseCounty('  Travis  ')).toBe('TRAVIS');
    expect(normaliseCounty('san  luis obispo')).toBe('SAN LUIS OBISPO');
    expect(normaliseCounty('   ')).toBeNull();
  });

  it('reads state abbreviations and names', () => {
    expect(normaliseState('tx')).toBe('TX');
    expect(normaliseState('Texas')).toBe('TX');
    expect(normaliseState('district of columbia')).toBe('DC');
    expect(normaliseState('new  york')).toBe('NY');
    expect(normaliseState('XX')).toBeNull();
    expect(normaliseState('')).toBeNull();
    expect(stateName('wa')).toBe('Washington');
    expect(stateName('ZZ')).toBeNull();
  });

  it('pads FIPS codes', () => {
    expect(normaliseStateFips('6')).toBe('06');
    expect(normaliseCountyFips('1')).toBe('001');
    expect(normaliseCountyFips('1234')).toBeNull();
    expect(normaliseStateFips('x')).toBeNull();
    expect(fullCountyFips('48', '453')).toBe('48453');
    expect(fullCountyFips('48', 'x')).toBeNull();
  });
});
