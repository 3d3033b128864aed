import { QUOTE_TYPES } from '../quote-types';
import {
  MAX_PERCENT_BASIS_POINTS,
  MAX_SUBSIDY_CENTS,
  SUBSIDY_COLUMNS,
  type SubsidyColumn,
} from './constants';
import { SUBSIDY_MESSAGES as M } from './subsidy-messages';

/**
 * The rows of a subsidy sheet (seed 002 §3: leadState, county, product, subsidy, subsidyCap),
 * read one at a time so a 100k-row sheet is never held as cells. Our layout (decision 0070):
 *
 *   leadState   a state code (WA), required
 *   county      a county of that state (King, KING or King County); empty: the whole state
 *   product     a subsidy product code, SF-{QUOTE TYPE}-{WEB|CALL} (domain subsidy-product.ts)
 *   subsidy     dollars (12.50, $12.50): a flat subsidy; or a percentage (25%): a percent of
 *               the lead's price, only in states with percent subsidy enabled (seed 001 §5)
 *   subsidyCap  dollars: required for a percent subsidy (its most in USD, seed 002 §9); for a
 *               flat one optional, and never below the subsidy
 *
 * The first row names the columns (any order, any case); other columns are ignored. Lines are
 * the file's, as a spreadsheet shows them (the header is line 1).
 */
export type SubsidyKind = 'PERCENT' | 'FLAT';

export interface SubsidyValue {
  kind: SubsidyKind;
  /** PERCENT: basis points (2500 = 25%); FLAT: cents. */
  amount: number;
  /** Cents; null: no cap (a flat subsidy only). */
  capCents: number | null;
}

export interface SubsidyKey {
  leadState: string;
  /** Uppercased, as geo maps keep counties; '' for the whole state. */
  county: string;
  product: string;
}

export interface SubsidyRow extends SubsidyKey, SubsidyValue {
  line: number;
}

export interface BadCell {
  line: number;
  column: SubsidyColumn | 'file';
  reason: string;
}

/** What a row is checked against: the geography and the states with percent subsidy on. */
export interface SubsidyRowContext {
  /** Known state codes, uppercased. */
  states: ReadonlySet<string>;
  /** A state's counties: the key as countyKey() makes it, the value as stored (uppercased). */
  countiesOf: (state: string) => ReadonlyMap<string, string> | undefined;
  /** Seed 001 §5: the state is in the enabled list, or the list holds ALL. */
  percentEnabled: (state: string) => boolean;
}

/** A county name reduced for matching: uppercased, spaces collapsed, no trailing COUNTY. */
export function countyKey(name: string): string {
  return name
    .trim()
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/ (COUNTY|PARISH|BOROUGH)$/, '');
}

const PRODUCT_PATTERN = new RegExp(
  `^SF-(${QUOTE_TYPES.map((q) => q.toUpperCase()).join('|')})-(WEB|CALL)$`,
);

export function isSubsidyProduct(code: string): boolean {
  return PRODUCT_PATTERN.test(code);
}

type Amount = { ok: true; value: number; percent: boolean } | { ok: false; reason: string };

/**
 * An amount: a '$' may lead (before or after a '-'), a '%' may end it, whitespace anywhere is
 * ignored; the number has thousands separators throughout or none, and decimals.
 */
const AMOUNT = /^\$?(-\$?)?(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?|\.(\d+))(%)?$/;

/** '12.50', '$1,250', '25%', '12.5 %' → cents or basis points; anything else a reason. */
export function parseAmount(raw: string): Amount {
  const match = AMOUNT.exec(/\s/.test(raw) ? raw.replace(/\s+/g, '') : raw);
  if (!match) return { ok: false, reason: M.notAnAmount };
  const [, negative, whole = '0', wholeDecimals, decimals = wholeDecimals ?? '', percent] = match;
  if (negative) return { ok: false, reason: M.negative };
  if (decimals.length > 2) return { ok: false, reason: M.tooManyDecimals };
  const value = Number(whole.replace(/,/g, '')) * 100 + Number(decimals.padEnd(2, '0'));
  return { ok: true, value, percent: percent !== undefined };
}

/** The header's column positions, or the columns it lacks. */
export function subsidyHeader(
  cells: readonly string[],
): { ok: true; index: Record<SubsidyColumn, number> } | { ok: false; missing: SubsidyColumn[] } {
  const names = cells.map((c) => c.trim().toLowerCase());
  const index = {} as Record<SubsidyColumn, number>;
  const missing: SubsidyColumn[] = [];
  for (const column of SUBSIDY_COLUMNS) {
    const at = names.indexOf(column.toLowerCase());
    if (at < 0) missing.push(column);
    else index[column] = at;
  }
  return missing.length ? { ok: false, missing } : { ok: true, index };
}

export const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

const cellText = (cells: readonly string[], at: number) => (cells[at] ?? '').trim();

/**
 * What the texts of a sheet's rows were read as, by text: a sheet repeats its counties, products
 * and amounts (a shared string of an xlsx is the very same string each time), so each distinct
 * text is reduced once. Keep one for a sheet: it holds each distinct text the sheet has.
 */
export class SubsidyRowTexts {
  private readonly counties = new Map<string, Map<string, string | undefined>>();
  private readonly products = new Map<string, string>();
  private readonly amounts = new Map<string, Amount>();

  /** The county as stored, by a state's county text; undefined when the state has none such. */
  county(context: SubsidyRowContext, state: string, text: string): string | undefined {
    let ofState = this.counties.get(state);
    if (!ofState) this.counties.set(state, (ofState = new Map()));
    if (ofState.has(text)) return ofState.get(text);
    const found = context.countiesOf(state)?.get(countyKey(text));
    ofState.set(text, found);
    return found;
  }

  /** A product as written (any case, spaces anywhere) as its code. */
  product(text: string): string {
    let product = this.products.get(text);
    if (product === undefined) {
      product = text.toUpperCase().replace(/\s+/g, '');
      this.products.set(text, product);
    }
    return product;
  }

  amount(text: string): Amount {
    let amount = this.amounts.get(text);
    if (amount === undefined) this.amounts.set(text, (amount = parseAmount(text)));
    return amount;
  }
}

/**
 * One data row: the subsidy it sets, or the reason of each bad cell (every column is checked,
 * so a person fixes a row once).
 */
export function parseSubsidyRow(
  line: number,
  cells: readonly string[],
  index: Record<SubsidyColumn, number>,
  context: SubsidyRowContext,
  texts = new SubsidyRowTexts(),
): { ok: true; row: SubsidyRow } | { ok: false; bad: BadCell[] } {
  // Plain locals, no closures: this runs for every row of a 100k-row file.
  const stateText = cellText(cells, index.leadState);
  const countyText = cellText(cells, index.county);
  const productText = cellText(cells, index.product);
  const subsidy = cellText(cells, index.subsidy);
  const capText = cellText(cells, index.subsidyCap);
  const bad: BadCell[] = [];

  const leadState = stateText.toUpperCase();
  let county = '';
  if (!leadState) bad.push({ line, column: 'leadState', reason: M.required });
  else if (!context.states.has(leadState))
    bad.push({ line, column: 'leadState', reason: M.unknownState(stateText) });
  else if (countyText !== '') {
    const found = texts.county(context, leadState, countyText);
    if (found === undefined)
      bad.push({ line, column: 'county', reason: M.unknownCounty(countyText, leadState) });
    else county = found;
  }

  const product = texts.product(productText);
  if (!product) bad.push({ line, column: 'product', reason: M.required });
  else if (!isSubsidyProduct(product))
    bad.push({ line, column: 'product', reason: M.unknownProduct(productText) });

  let value: SubsidyValue | null = null;
  const amount = subsidy === '' ? null : texts.amount(subsidy);
  if (amount === null) bad.push({ line, column: 'subsidy', reason: M.required });
  else if (!amount.ok) bad.push({ line, column: 'subsidy', reason: amount.reason });
  else if (amount.value === 0) bad.push({ line, column: 'subsidy', reason: M.zero });
  else if (amount.percent && amount.value > MAX_PERCENT_BASIS_POINTS) {
    bad.push({ line, column: 'subsidy', reason: M.percentAbove100 });
  } else if (!amount.percent && amount.value > MAX_SUBSIDY_CENTS)
    bad.push({ line, column: 'subsidy', reason: M.amountTooBig });
  else if (amount.percent && leadState && context.states.has(leadState)) {
    if (!context.percentEnabled(leadState))
      bad.push({ line, column: 'subsidy', reason: M.percentNotEnabled(leadState) });
  }

  const cap = capText === '' ? null : texts.amount(capText);
  let capCents: number | null = null;
  if (cap && !cap.ok) bad.push({ line, column: 'subsidyCap', reason: cap.reason });
  else if (cap?.percent) bad.push({ line, column: 'subsidyCap', reason: M.notAnAmount });
  else if (cap && cap.value > MAX_SUBSIDY_CENTS)
    bad.push({ line, column: 'subsidyCap', reason: M.amountTooBig });
  else if (cap) capCents = cap.value;

  if (amount?.ok) {
    if (amount.percent && cap === null)
      bad.push({ line, column: 'subsidyCap', reason: M.capRequired });
    else if (amount.percent && capCents === 0)
      bad.push({ line, column: 'subsidyCap', reason: M.zero });
    else if (!amount.percent && capCents !== null && capCents < amount.value) {
      bad.push({ line, column: 'subsidyCap', reason: M.capBelowSubsidy });
    }
    value = { kind: amount.percent ? 'PERCENT' : 'FLAT', amount: amount.value, capCents };
  }
  if (bad.length || !value) return { ok: false, bad };
  return {
    ok: true,
    row: {
      line,
      leadState,
      county,
      product,
      kind: value.kind,
      amount: value.amount,
      capCents: value.capCents,
    },
  };
}
