import { describe, expect, it } from 'vitest';
import { xmlScanner, xmlText } from './xml-scanner';

/** The events of scanning `xml` fed in pieces of `size` characters (every boundary is crossed). */
function scan(xml: string, size = xml.length, attributes: string[] = ['r', 't', 's']) {
  const events: string[] = [];
  const scanner = xmlScanner({
    open(name, tag) {
      const read = attributes.flatMap((a) => {
        const value = tag.get(a);
        return value === undefined ? [] : [`${a}=${value}`];
      });
      events.push(`<${[name, ...read].join(' ')}>`);
    },
    text: (text) => events.push(text),
    close: (name) => events.push(`</${name}>`),
  });
  for (let i = 0; i < xml.length; i += size) scanner.write(xml.slice(i, i + size));
  scanner.close();
  // Text may come in pieces: joined, as a reader joins it.
  return events.join('');
}

const sheet = (cells: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<worksheet xmlns="main"><sheetData><row r="1">${cells}</row></sheetData></worksheet>`;

describe('the worksheet scanner', () => {
  it('reads tags, their attributes, text and self-closing cells, in chunks of any size', () => {
    const xml = sheet(
      `<c r="A1" t="s"><v>0</v></c><c r='B1' s = "3" ><v>2.5</v></c><c r="C1"/>` +
        `<c r="D1" t="inlineStr"><is><t xml:space="preserve"> a b </t></is></c>`,
    );
    const expected =
      '<worksheet><sheetData><row r=1><c r=A1 t=s><v>0</v></c><c r=B1 s=3><v>2.5</v></c>' +
      '<c r=C1></c><c r=D1 t=inlineStr><is><t> a b </t></is></c></row></sheetData></worksheet>';
    for (const size of [1, 2, 3, 7, 64, xml.length]) expect(scan(xml, size)).toBe(expected);
  });

  it('undoes entities and character references, in text and in values', () => {
    expect(
      scan(
        sheet('<c r="A&amp;1"><v>R&amp;D &lt;1&gt; &quot;&apos; &#65;&#x42;&#x1F600;</v></c>'),
        5,
      ),
    ).toContain('<c r=A&1><v>R&D <1> "\' AB😀</v>');
    expect(xmlText('a\r\nb\rc&#13;')).toBe('a\nb\nc\r');
  });

  it('names elements without their namespace prefix, and reads CDATA as text', () => {
    const xml =
      '<x:worksheet xmlns:x="main"><x:sheetData><x:row r="2"><x:c><x:v><![CDATA[1<2 & 3]]></x:v></x:c></x:row></x:sheetData></x:worksheet>';
    expect(scan(xml, 4)).toBe(
      '<worksheet><sheetData><row r=2><c><v>1<2 & 3</v></c></row></sheetData></worksheet>',
    );
  });

  it('skips comments, processing instructions, a byte order mark and whitespace around the root', () => {
    expect(scan('\uFEFF<?xml version="1.0"?>\n<!-- a <b> -->\n<a><?pi x?><!--c--></a>\n', 3)).toBe(
      '<a></a>',
    );
  });

  it('refuses what is not XML, as the SAX parser does', () => {
    const refused = [
      '<a><b></a></b>',
      '<a><b></a>',
      '<a>',
      '<a></a><b></b>',
      'text<a></a>',
      '<a></a>text',
      '<a>&nbsp;</a>',
      '<a>a & b</a>',
      '<a>&#0;</a>',
      '<a b="1" b="2"></a>',
      '<a b=1></a>',
      '<a b="1"c="2"></a>',
      '<a b="<"></a>',
      '<a/ >',
      '<!DOCTYPE a [<!ENTITY x "xx">]><a>&x;</a>',
      '<a',
      '',
    ];
    for (const xml of refused) expect(() => scan(xml, 2), xml).toThrow();
  });

  it('refuses one tag or text longer than any cell holds, however it is fed', () => {
    const long = `<a>${'x'.repeat(1 << 21)}</a>`;
    expect(() => scan(long, 65_536)).toThrow(/longest/);
  });
});
