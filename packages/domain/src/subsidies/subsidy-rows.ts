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

/** A bad cell of a row, before the row's line is known. */
type CellFault = Omit<BadCell, 'line'>;

/** A row's state and county texts checked: the place, or the faults of their cells. */
interface PlaceCheck {
  leadState: string;
  county: string;
  /** A known state without percent subsidy: a percent amount is refused there. */
  refusesPercent: boolean;
  faults: CellFault[];
}

interface ProductCheck {
  product: string;
  faults: CellFault[];
}

/** A row's subsidy and cap texts checked: the value, or the faults of their cells. */
interface ValueCheck {
  value: SubsidyValue | null;
  /** A valid percent amount: the row's state must have percent subsidy on. */
  isPercent: boolean;
  faults: CellFault[];
}

const NO_FAULTS: CellFault[] = [];

function checkPlace(context: SubsidyRowContext, stateCell: string, countyCell: string): PlaceCheck {
  const stateText = stateCell.trim();
  const countyText = countyCell.trim();
  const leadState = stateText.toUpperCase();
  const known = leadState !== '' && context.states.has(leadState);
  const faults: CellFault[] = [];
  let county = '';
  if (!leadState) faults.push({ column: 'leadState', reason: M.required });
  else if (!known) faults.push({ column: 'leadState', reason: M.unknownState(stateText) });
  else if (countyText !== '') {
    const found = context.countiesOf(leadState)?.get(countyKey(countyText));
    if (found === undefined)
      faults.push({ column: 'county', reason: M.unknownCounty(countyText, leadState) });
    else county = found;
  }
  return {
    leadState,
    county,
    refusesPercent: known && !context.percentEnabled(leadState),
    faults: faults.length ? faults : NO_FAULTS,
  };
}

function checkProduct(cell: string): ProductCheck {
  const text = cell.trim();
  const product = text.toUpperCase().replace(/\s+/g, '');
  if (!product) return { product, faults: [{ column: 'product', reason: M.required }] };
  if (!isSubsidyProduct(product))
    return { product, faults: [{ column: 'product', reason: M.unknownProduct(text) }] };
  return { product, faults: NO_FAULTS };
}

function checkValue(subsidyCell: string, capCell: string): ValueCheck {
  const subsidy = subsidyCell.trim();
  const capText = capCell.trim();
  const faults: CellFault[] = [];
  const amount = subsidy === '' ? null : parseAmount(subsidy);
  let isPercent = false;
  if (amount === null) faults.push({ column: 'subsidy', reason: M.required });
  else if (!amount.ok) faults.push({ column: 'subsidy', reason: amount.reason });
  else if (amount.value === 0) faults.push({ column: 'subsidy', reason: M.zero });
  else if (amount.percent && amount.value > MAX_PERCENT_BASIS_POINTS) {
    faults.push({ column: 'subsidy', reason: M.percentAbove100 });
  } else if (!amount.percent && amount.value > MAX_SUBSIDY_CENTS)
    faults.push({ column: 'subsidy', reason: M.amountTooBig });
  else isPercent = amount.percent;

  const cap = capText === '' ? null : parseAmount(capText);
  let capCents: number | null = null;
  if (cap && !cap.ok) faults.push({ column: 'subsidyCap', reason: cap.reason });
  else if (cap?.percent) faults.push({ column: 'subsidyCap', reason: M.notAnAmount });
  else if (cap && cap.value > MAX_SUBSIDY_CENTS)
    faults.push({ column: 'subsidyCap', reason: M.amountTooBig });
  else if (cap) capCents = cap.value;

  let value: SubsidyValue | null = null;
  if (amount?.ok) {
    if (amount.percent && cap === null)
      faults.push({ column: 'subsidyCap', reason: M.capRequired });
    else if (amount.percent && capCents === 0)
      faults.push({ column: 'subsidyCap', reason: M.zero });
    else if (!amount.percent && capCents !== null && capCents < amount.value) {
      faults.push({ column: 'subsidyCap', reason: M.capBelowSubsidy });
    }
    value = { kind: amount.percent ? 'PERCENT' : 'FLAT', amount: amount.value, capCents };
  }
  return { value, isPercent, faults: faults.length ? faults : NO_FAULTS };
}

/** The checks of pairs of texts: by the first text, then the second. */
type PairMemo<T> = Map<string, Map<string, T>>;

/** The check of a pair of texts, made the first time the pair is seen. */
function pairChecked<T>(
  memo: PairMemo<T>,
  first: string,
  second: string,
  check: (first: string, second: string) => T,
): T {
  let ofFirst = memo.get(first);
  if (!ofFirst) memo.set(first, (ofFirst = new Map()));
  let found = ofFirst.get(second);
  if (found === undefined) ofFirst.set(second, (found = check(first, second)));
  return found;
}

/**
 * What the cells of a sheet's rows were checked as, by their texts: a sheet repeats its places,
 * products and amounts (a shared string of an xlsx is the very same string each time), so each
 * distinct text, or pair of texts, is checked once. Keep one for a sheet: it holds each distinct
 * text the sheet has.
 */
export class SubsidyRowTexts {
  private readonly places: PairMemo<PlaceCheck> = new Map();
  private readonly products = new Map<string, ProductCheck>();
  private readonly values: PairMemo<ValueCheck> = new Map();

  place(context: SubsidyRowContext, stateCell: string, countyCell: string): PlaceCheck {
    return pairChecked(this.places, stateCell, countyCell, (state, county) =>
      checkPlace(context, state, county),
    );
  }

  product(cell: string): ProductCheck {
    let found = this.products.get(cell);
    if (found === undefined) this.products.set(cell, (found = checkProduct(cell)));
    return found;
  }

  value(subsidyCell: string, capCell: string): ValueCheck {
    return pairChecked(this.values, subsidyCell, capCell, checkValue);
  }
}

/**
 * One data row: the subsidy it sets, or the reason of each bad cell (every column is checked,
 * so a person fixes a row once), in the columns' order.
 */
export function parseSubsidyRow(
  line: number,
  cells: readonly string[],
  index: Record<SubsidyColumn, number>,
  context: SubsidyRowContext,
  texts = new SubsidyRowTexts(),
): { ok: true; row: SubsidyRow } | { ok: false; bad: BadCell[] } {
  const place = texts.place(context, cells[index.leadState] ?? '', cells[index.county] ?? '');
  const product = texts.product(cells[index.product] ?? '');
  const checked = texts.value(cells[index.subsidy] ?? '', cells[index.subsidyCap] ?? '');
  const percentOff = checked.isPercent && place.refusesPercent;
  const { value } = checked;
  if (
    value === null ||
    percentOff ||
    place.faults.length + product.faults.length + checked.faults.length > 0
  ) {
    const bad: BadCell[] = [];
    for (const fault of place.faults) bad.push({ line, ...fault });
    for (const fault of product.faults) bad.push({ line, ...fault });
    if (percentOff)
      bad.push({ line, column: 'subsidy', reason: M.percentNotEnabled(place.leadState) });
    for (const fault of checked.faults) bad.push({ line, ...fault });
    return { ok: false, bad };
  }
  return {
    ok: true,
    row: {
      line,
      leadState: place.leadState,
      county: place.county,
      product: product.product,
      kind: value.kind,
      amount: value.amount,
      capCents: value.capCents,
    },
  };
}
