import type { Readable } from 'node:stream';
import { StringItemText } from './string-item';
import { parseXmlPart } from './xml-part';

/** The shared strings table (xl/sharedStrings.xml): each <si>'s text, in order. */
export async function readSharedStrings(part: Readable): Promise<string[]> {
  const strings: string[] = [];
  const item = new StringItemText();
  await parseXmlPart(part, {
    open(name) {
      if (name === 'si') item.start();
      else item.open(name);
    },
    text: (text) => item.add(text),
    close(name) {
      if (name === 'si') strings.push(item.text);
      else item.close(name);
    },
  });
  return strings;
}
