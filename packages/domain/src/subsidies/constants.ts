/**
 * Imports and carrier programs (seed 002 §3, §4, §7): the subsidy import wizard, the State Farm
 * scheduled upload and the Farmers imports. Limits and layouts are ours (decision 0070).
 */

/** The wizard's import types (seed 002 §4: pick type, then upload). */
export const IMPORT_TYPES = {
  /** State Farm subsidies: leadState, county, product, subsidy, subsidyCap (seed 002 §3). */
  SUBSIDY: 'SUBSIDY',
  /** Farmers agents: its own path, POST /api/FarmersVendorImport/import-farmers-agents. */
  FARMERS_AGENT: 'FARMERS_AGENT',
} as const;
export type ImportType = (typeof IMPORT_TYPES)[keyof typeof IMPORT_TYPES];
export const IMPORT_TYPE_LIST: readonly ImportType[] = Object.values(IMPORT_TYPES);
export const IMPORT_TYPE_LABELS: Record<ImportType, string> = {
  SUBSIDY: 'State Farm subsidies',
  FARMERS_AGENT: 'Farmers agents',
};

/** The parent company whose program the subsidy rows belong to (seed 000 §1). */
export const SUBSIDY_PARENT_COMPANY = 'STATEFARM';

/** The largest file an import takes: 20 MiB holds a 100k-row workbook several times over. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** The most data rows a file may hold (a header row aside). */
export const MAX_IMPORT_ROWS = 200_000;
/** The rows of the plan a pre-process shows; the counts cover them all. */
export const PREVIEW_ROWS = 200;
/** The bad rows a pre-process or a refused apply names; the count covers them all. */
export const MAX_LISTED_BAD_ROWS = 500;

/** The columns of a subsidy sheet, in the order the template has them (seed 002 §3). */
export const SUBSIDY_COLUMNS = ['leadState', 'county', 'product', 'subsidy', 'subsidyCap'] as const;
export type SubsidyColumn = (typeof SUBSIDY_COLUMNS)[number];

/** The file types an import takes, by the name's extension. */
export const IMPORT_FILE_KINDS = ['xlsx', 'csv'] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];
/** The one sheet a CSV file has. */
export const CSV_SHEET_NAME = 'Sheet1';

/** The most a percent subsidy may be, in basis points (100%). */
export const MAX_PERCENT_BASIS_POINTS = 10_000;
/** The most a flat subsidy or a cap may be, in cents ($10,000). */
export const MAX_SUBSIDY_CENTS = 1_000_000;

export function importFileKind(fileName: string): ImportFileKind | null {
  const match = /\.([a-z]+)$/i.exec(fileName.trim());
  const ext = match?.[1]?.toLowerCase();
  return (IMPORT_FILE_KINDS as readonly string[]).includes(ext ?? '')
    ? (ext as ImportFileKind)
    : null;
}
