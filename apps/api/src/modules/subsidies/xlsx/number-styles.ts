import type { Readable } from 'node:stream';
import { parseXmlPart } from './xml-part';

/** How a number cell reads as text: as it is, as a percent (25%), or as a date (yyyy-mm-dd). */
export type NumberStyle = 'number' | 'percent' | 'date';

/** The built-in formats (ECMA-376 §18.8.30) that are not plain numbers; no file lists them. */
const BUILT_IN_PERCENT = new Set([9, 10]);
const BUILT_IN_DATE = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/**
 * A format code's style. Quoted text, [colours and locales], escaped (\x) and padding (_x, *x)
 * characters are not part of the format; what is left holds a date part (y, m, d, h, s, b for
 * Buddhist years) or a % (the value shown × 100).
 */
export function styleOfFormatCode(code: string): NumberStyle {
  const format = code.replace(/"[^"]*"|\[[^\]]*]|[\\_*]./g, '');
  if (/[ymdhsb]/i.test(format)) return 'date';
  if (format.includes('%')) return 'percent';
  return 'number';
}

function styleOfFormat(id: number, customCodes: Map<number, string>): NumberStyle {
  const code = customCodes.get(id);
  if (code !== undefined) return styleOfFormatCode(code);
  if (BUILT_IN_PERCENT.has(id)) return 'percent';
  if (BUILT_IN_DATE.has(id)) return 'date';
  return 'number';
}

/** Each cell format's style (xl/styles.xml: <cellXfs>, by a cell's s), from its numFmtId. */
export async function readNumberStyles(part: Readable): Promise<NumberStyle[]> {
  const customCodes = new Map<number, string>();
  const formatIds: number[] = [];
  let inCellFormats = false;
  await parseXmlPart(part, {
    open(name, attributes) {
      if (name === 'numFmt') {
        customCodes.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      } else if (name === 'cellXfs') {
        inCellFormats = true;
      } else if (name === 'xf' && inCellFormats) {
        formatIds.push(Number(attributes.numFmtId ?? 0));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
  });
  return formatIds.map((id) => styleOfFormat(id, customCodes));
}
