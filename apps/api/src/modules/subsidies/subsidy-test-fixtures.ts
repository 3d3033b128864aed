import ExcelJS from 'exceljs';

export const SUBSIDY_HEADER = ['leadState', 'county', 'product', 'subsidy', 'subsidyCap'];

/** A cell: text or a number; `{ formula, result }` a formula with its saved value. */
export type FixtureCell =
  string | number | { formula: string; result: number } | { percent: number };

/** An xlsx of sheets of rows, as staff would save one (the first sheet first). */
export async function workbookOf(sheets: Record<string, FixtureCell[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) {
      const added = sheet.addRow(
        row.map((cell) => (typeof cell === 'object' && 'percent' in cell ? cell.percent : cell)),
      );
      row.forEach((cell, i) => {
        if (typeof cell === 'object' && 'percent' in cell) added.getCell(i + 1).numFmt = '0%';
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const csvOf = (rows: (string | number)[][]) =>
  rows
    .map((r) =>
      r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : c)).join(','),
    )
    .join('\r\n');

const BOUNDARY = 'subsidy-import-boundary';

/** A multipart body holding one file field, as a browser's FormData sends it. */
export function multipartFile(fileName: string, content: Buffer | string) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(content),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
