import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
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

/**
 * How much of a part is inflated at a time: 256 KiB rather than zlib's 16 KiB, so that a 22 MB
 * sheet comes in about 90 chunks, not 1,400 (the sheet's read took about 80 ms less).
 */
const INFLATED_CHUNK_BYTES = 256 * 1024;

/** Passes a part's bytes on while they are as many as its header says, and fails otherwise. */
class SizeCheck extends Transform {
  private seen = 0;

  constructor(private readonly size: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.size) done(new Error('a part larger than its header says'));
    else done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.seen === this.size ? null : new Error('a part smaller than its header says'));
  }
}

/** The parts of an xlsx (a zip), by name; a name is only ever a key here, never a path on disk. */
export interface ZipParts {
  has(name: string): boolean;
  /** A part's bytes, streamed; refused when it claims, or turns out, to be larger than the cap. */
  bytes(name: string): Promise<Readable>;
  /** A part as UTF-8 text, streamed, with the same cap. */
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
  /** A deflated part inflated here, in larger chunks than yauzl's, its size checked as yauzl does. */
  const inflated = async (entry: Entry): Promise<Readable> => {
    const deflated = await zip.openReadStreamPromise(entry, { decompress: false });
    // Errors reach the reader through the last stream, which pipeline destroys with them.
    return pipeline(
      deflated,
      createInflateRaw({ chunkSize: INFLATED_CHUNK_BYTES }),
      new SizeCheck(entry.uncompressedSize),
      () => undefined,
    );
  };
  const entries = await entriesOf(zip);
  async function partBytes(name: string): Promise<Readable> {
    const entry = entries.get(name.toLowerCase());
    if (!entry) throw new Error(`no part ${name}`);
    if (entry.uncompressedSize > MAX_PART_BYTES) throw new Error(`${name} is too large`);
    return entry.compressionMethod === 8 ? inflated(entry) : zip.openReadStreamPromise(entry);
  }
  return {
    has: (name) => entries.has(name.toLowerCase()),
    bytes: partBytes,
    text: async (name) => (await partBytes(name)).setEncoding('utf8'),
  };
}
