import { isValidEmail } from '../email';
import { MAX_IMPORT_ROWS, MAX_LISTED_BAD_ROWS } from './constants';
import { parseAmount, isBlankRow } from './subsidy-rows';

/**
 * The Farmers files (seed 002 §3, §7; layouts ours, decision 0073). Like a subsidy sheet, the
 * first row names the columns (any order and case; others ignored) and a bad row names its line,
 * column and reason.
 *
 *   agents (active or terminated):  email, folio (required for active agents)
 *   billing records:                recordId, folio, product (Web or Call), amount (dollars),
 *                                   date (YYYY-MM-DD, optional)
 */
export const AGENT_COLUMNS = ['email', 'folio'] as const;
export const BILLING_COLUMNS = ['recordId', 'folio', 'product', 'amount', 'date'] as const;
export type AgentKind = 'ACTIVE' | 'TERMINATED';
export const AGENT_KINDS: readonly AgentKind[] = ['ACTIVE', 'TERMINATED'];

export const MAX_FOLIO_LENGTH = 20;
export const MAX_RECORD_ID_LENGTH = 64;
/** The most one billing record may be, in cents ($100,000). */
export const MAX_RECORD_CENTS = 10_000_000;

export const FARMERS_MESSAGES = {
  required: 'Required',
  badEmail: 'Invalid email format',
  badFolio: `A folio is letters and digits, at most ${MAX_FOLIO_LENGTH}`,
  badRecordId: `A record id is at most ${MAX_RECORD_ID_LENGTH} characters`,
  badProduct: 'Must be Web or Call',
  badDate: 'Must be a date, YYYY-MM-DD',
  notPositive: 'Must be more than 0',
  tooBig: 'Must be at most $100,000',
  duplicateEmail: (line: number) => `Same agent as line ${line}`,
  duplicateRecord: (line: number) => `Same record as line ${line}`,
  unknownFolio: (folio: string) => `No Farmers client has folio ${folio}`,
  postedDifferently: (recordId: string) =>
    `Record ${recordId} was already posted with another client, product or amount`,
  missingColumns: (columns: readonly string[], missing: readonly string[]) =>
    `The sheet's first row must name the columns ${columns.join(', ')}; missing: ${missing.join(', ')}`,
  noRows: 'The sheet has no rows below its header',
  tooManyRows: `The sheet has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`,
  badRows: (n: number) => `${n} row(s) of the file are not valid; nothing was changed`,
  badDateContent: 'dateContent must be a date, YYYY-MM-DD',
  badAgentKind: 'agentKind must be ACTIVE or TERMINATED',
  billingOff: 'The Farmers billing upload is not enabled (FarmersBillingUpload)',
} as const;

export interface FarmersBadCell {
  line: number;
  column: string;
  reason: string;
}

export interface AgentRow {
  line: number;
  email: string;
  folio: string | null;
}

export interface BillingRow {
  line: number;
  recordId: string;
  folio: string;
  productType: 1 | 2;
  amountCents: number;
  /** YYYY-MM-DD, or null: the day of the import. */
  date: string | null;
}

const FOLIO = /^[A-Za-z0-9-]{1,20}$/;

export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A sheet of rows of one layout read one row at a time, as SubsidySheet reads subsidies. */
export class FarmersSheet<Row extends { line: number }> {
  readonly rows: Row[] = [];
  readonly bad: FarmersBadCell[] = [];
  badRowCount = 0;
  fileError: string | null = null;
  private index: Record<string, number> | null = null;
  private dataRows = 0;
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly columns: readonly string[],
    private readonly required: readonly string[],
    private readonly parse: (
      cell: (column: string) => string,
      fail: (column: string, reason: string) => void,
    ) => {
      row: Omit<Row, 'line'>;
      key: string;
      keyColumn: string;
      duplicate: (line: number) => string;
    } | null,
  ) {}

  add(line: number, cells: readonly string[]): boolean {
    if (this.fileError) return false;
    if (!this.index) {
      if (isBlankRow(cells)) return true;
      const names = cells.map((c) => c.trim().toLowerCase());
      const index: Record<string, number> = {};
      const missing: string[] = [];
      for (const column of this.columns) {
        const at = names.indexOf(column.toLowerCase());
        if (at >= 0) index[column] = at;
        else if (this.required.includes(column)) missing.push(column);
      }
      if (missing.length) {
        this.fileError = FARMERS_MESSAGES.missingColumns(this.required, missing);
        return false;
      }
      this.index = index;
      return true;
    }
    if (isBlankRow(cells)) return true;
    if (++this.dataRows > MAX_IMPORT_ROWS) {
      this.fileError = FARMERS_MESSAGES.tooManyRows;
      return false;
    }
    const index = this.index;
    const cell = (column: string) =>
      index[column] === undefined ? '' : (cells[index[column]] ?? '').trim();
    const bad: FarmersBadCell[] = [];
    const parsed = this.parse(cell, (column, reason) => bad.push({ line, column, reason }));
    if (parsed && bad.length === 0) {
      const first = this.seen.get(parsed.key);
      if (first !== undefined) {
        bad.push({ line, column: parsed.keyColumn, reason: parsed.duplicate(first) });
      } else {
        this.seen.set(parsed.key, line);
        this.rows.push({ ...parsed.row, line } as Row);
        return true;
      }
    }
    this.badRowCount++;
    if (this.bad.length < MAX_LISTED_BAD_ROWS) this.bad.push(...bad);
    return true;
  }

  finish(): this {
    if (!this.fileError && !this.index) {
      this.fileError = FARMERS_MESSAGES.missingColumns(this.required, this.required);
    } else if (!this.fileError && this.dataRows === 0) this.fileError = FARMERS_MESSAGES.noRows;
    return this;
  }

  get isValid(): boolean {
    return this.fileError === null && this.badRowCount === 0;
  }
}

/** An agents file of active or terminated agents. */
export function agentSheet(kind: AgentKind): FarmersSheet<AgentRow> {
  return new FarmersSheet<AgentRow>(
    AGENT_COLUMNS,
    kind === 'ACTIVE' ? AGENT_COLUMNS : ['email'],
    (cell, fail) => {
      const email = cell('email').toLowerCase();
      if (!email) fail('email', FARMERS_MESSAGES.required);
      else if (!isValidEmail(email)) fail('email', FARMERS_MESSAGES.badEmail);
      const folio = cell('folio').toUpperCase();
      if (!folio && kind === 'ACTIVE') fail('folio', FARMERS_MESSAGES.required);
      else if (folio && !FOLIO.test(folio)) fail('folio', FARMERS_MESSAGES.badFolio);
      return {
        row: { email, folio: folio || null },
        key: email,
        keyColumn: 'email',
        duplicate: FARMERS_MESSAGES.duplicateEmail,
      };
    },
  );
}

/** A Farmers billing records file. */
export function billingSheet(): FarmersSheet<BillingRow> {
  return new FarmersSheet<BillingRow>(
    BILLING_COLUMNS,
    ['recordId', 'folio', 'product', 'amount'],
    (cell, fail) => {
      const recordId = cell('recordId');
      if (!recordId) fail('recordId', FARMERS_MESSAGES.required);
      else if (recordId.length > MAX_RECORD_ID_LENGTH || recordId.includes('\u0000')) {
        fail('recordId', FARMERS_MESSAGES.badRecordId);
      }
      const folio = cell('folio').toUpperCase();
      if (!folio) fail('folio', FARMERS_MESSAGES.required);
      else if (!FOLIO.test(folio)) fail('folio', FARMERS_MESSAGES.badFolio);
      const product = cell('product').toLowerCase();
      const productType =
        product === 'web' || product === '1' ? 1 : product === 'call' || product === '2' ? 2 : null;
      if (productType === null)
        fail('product', product ? FARMERS_MESSAGES.badProduct : FARMERS_MESSAGES.required);
      const amountText = cell('amount');
      const amount = amountText ? parseAmount(amountText) : null;
      let amountCents = 0;
      if (!amount) fail('amount', FARMERS_MESSAGES.required);
      else if (!amount.ok) fail('amount', amount.reason);
      else if (amount.percent) fail('amount', 'Must be a number of dollars');
      else if (amount.value === 0) fail('amount', FARMERS_MESSAGES.notPositive);
      else if (amount.value > MAX_RECORD_CENTS) fail('amount', FARMERS_MESSAGES.tooBig);
      else amountCents = amount.value;
      const date = cell('date');
      if (date && !isDay(date)) fail('date', FARMERS_MESSAGES.badDate);
      return {
        row: {
          recordId,
          folio,
          productType: (productType ?? 1) as 1 | 2,
          amountCents,
          date: date || null,
        },
        key: recordId,
        keyColumn: 'recordId',
        duplicate: FARMERS_MESSAGES.duplicateRecord,
      };
    },
  );
}

/**
 * What an agent file does to a Farmers client (decision 0073): an active agent's client gets the
 * file's folio, and a cancelled one is made inactive (it may reactivate); a terminated agent's
 * client is cancelled and loses its folio. Null: nothing changes.
 */
export function agentChange(
  kind: AgentKind,
  client: { status: string; farmersFolio: string | null },
  row: AgentRow,
): { status: string; farmersFolio: string | null } | null {
  if (kind === 'ACTIVE') {
    const status = client.status === 'CANCEL' ? 'INACTIVE' : client.status;
    if (status === client.status && client.farmersFolio === row.folio) return null;
    return { status, farmersFolio: row.folio };
  }
  if (client.status === 'CANCEL' && client.farmersFolio === null) return null;
  return { status: 'CANCEL', farmersFolio: null };
}
