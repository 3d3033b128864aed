import { deflateRawSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  content: string | Buffer;
  /** The size its headers claim it unpacks to, when that is not the truth. */
  declaredSize?: number;
}

/** A zip of deflated entries, written by hand so that a test can make it lie. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.content);
    const packed = deflateRawSync(data);
    const name = Buffer.from(entry.name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0, at + 2); // flags
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(entry.declaredSize ?? data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface HandMadeWorkbook {
  /** In workbook order: each sheet's <sheetData> content, saved as sheet1.xml, sheet2.xml ... */
  sheets: { name: string; rows: string; part?: string }[];
  sharedStrings?: string[];
  /** <numFmts> and <cellXfs> content of xl/styles.xml. */
  styles?: { numFmts?: string; cellXfs: string };
  date1904?: boolean;
}

/** The parts of a minimal workbook, to be zipped (and tampered with) by a test. */
export function workbookParts(book: HandMadeWorkbook): ZipEntry[] {
  const sheets = book.sheets.map((sheet, i) => ({
    ...sheet,
    part: sheet.part ?? `sheet${i + 1}.xml`,
  }));
  const relationship = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${RELATIONSHIPS}/${type}" Target="${target}"/>`;
  const entries: ZipEntry[] = [
    {
      name: 'xl/workbook.xml',
      content:
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
        `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
        (book.date1904 ? '<workbookPr date1904="1"/>' : '') +
        `<sheets>${sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        sheets
          .map((s, i) => relationship(`rId${i + 1}`, 'worksheet', `worksheets/${s.part}`))
          .join('') +
        relationship('rIdStrings', 'sharedStrings', 'sharedStrings.xml') +
        relationship('rIdStyles', 'styles', 'styles.xml') +
        `</Relationships>`,
    },
    ...sheets.map((s) => ({
      name: `xl/worksheets/${s.part}`,
      content: `<worksheet xmlns="${MAIN}"><sheetData>${s.rows}</sheetData></worksheet>`,
    })),
  ];
  if (book.sharedStrings) {
    entries.push({
      name: 'xl/sharedStrings.xml',
      content: `<sst xmlns="${MAIN}">${book.sharedStrings.map((s) => `<si>${s}</si>`).join('')}</sst>`,
    });
  }
  if (book.styles) {
    entries.push({
      name: 'xl/styles.xml',
      content:
        `<styleSheet xmlns="${MAIN}">` +
        (book.styles.numFmts ? `<numFmts>${book.styles.numFmts}</numFmts>` : '') +
        // A cell style's format, which no cell's s indexes: it must not shift the cell formats.
        `<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs>` +
        `<cellXfs>${book.styles.cellXfs}</cellXfs></styleSheet>`,
    });
  }
  return entries;
}

export const handMadeXlsx = (book: HandMadeWorkbook) => zipOf(workbookParts(book));
