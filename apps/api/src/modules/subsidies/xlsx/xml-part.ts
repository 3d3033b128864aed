import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';

/** What a reader of one part does with its elements, named without a namespace prefix. */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** `x:row` and `row` are the same element: some writers prefix the main namespace. */
const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/** Without namespace processing (a prefix stays in the name) or position tracking: faster. */
const PLAIN = { xmlns: false, position: false } as const;

/** A SAX parser calling `handlers`; it throws on malformed XML and expands no DTD entities. */
function xmlParser(handlers: XmlHandlers): SaxesParser<typeof PLAIN> {
  const parser = new SaxesParser(PLAIN);
  const { open, text, close } = handlers;
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  return parser;
}

/** Parses a whole part. */
export async function parseXmlPart(part: Readable, handlers: XmlHandlers): Promise<void> {
  const parser = xmlParser(handlers);
  for await (const chunk of part) parser.write(chunk as string);
  parser.close();
}
