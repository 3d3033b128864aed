import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MAX_IMPORT_BYTES } from '@client-admin/domain/subsidies/constants';

/**
 * The most one part may unpack to. Sheet XML deflates about 9 to 1, so a part of any file within
 * the upload cap that compresses like a real sheet unpacks within 10× the cap (and a file with
 * more rows than an import takes says so); a zip bomb, which deflates up to 1000 to 1, does not.
 */
export const MAX_PART_BYTES = 10 * MAX_IMPORT_BYTES;
/** A workbook has a few dozen parts: the count bounds what a central directory makes us hold. */
const MAX_PARTS = 10_000;

/** The parts of an xlsx (a zip), by name; a name is only ever a key here, never a path on disk. */
export interface ZipParts {
  has(name: string): boolean;
  /** A part as UTF-8 text, streamed; refused when it claims, or turns out, to be larger than the cap. */
  text(name: string): Promise<Readable>;
}

/** The central directory's entries, by lower-cased name (part names ignore case). */
async function entriesOf(zip: ZipFile): Promise<Map<string, Entry>> {
  if (zip.entryCount > MAX_PARTS) throw new Error(`more than ${MAX_PARTS} entries`);
  const entries = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) {
    const name = entry.fileName.toLowerCase();
    if (entries.has(name)) throw new Error(`two entries named ${name}`);
    entries.set(name, entry);
  }
  return entries;
}

export async function openZipParts(bytes: Buffer): Promise<ZipParts> {
  // Sizes validated: a part that inflates to more, or less, than its header says is an error.
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  const entries = await entriesOf(zip);
  return {
    has: (name) => entries.has(name.toLowerCase()),
    async text(name) {
      const entry = entries.get(name.toLowerCase());
      if (!entry) throw new Error(`no part ${name}`);
      if (entry.uncompressedSize > MAX_PART_BYTES) throw new Error(`${name} is too large`);
      const stream = await zip.openReadStreamPromise(entry);
      return stream.setEncoding('utf8');
    },
  };
}
