/** One row of an import file: its line (as a spreadsheet numbers it) and its cells as text. */
export interface FileRow {
  line: number;
  cells: string[];
}
