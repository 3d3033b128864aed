import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOM_MEDIA } from './media-queries';
import { withCustomMedia } from './screen-media';

const src = path.resolve(import.meta.dirname, '..');
const files = (readdirSync(src, { recursive: true }) as string[]).filter(
  (file) => !/\.test\.tsx?$/.test(file),
);
const read = (file: string) => readFileSync(path.join(src, file), 'utf8');

/** A width written as a number in a media query (`min-width: 600px`, `max-width:900px`). */
const WIDTH_IN_PX = /(?:min|max)-width\s*:\s*\d/;

describe('screen widths in styles', () => {
  it('writes the custom media in, and refuses a name it does not know', () => {
    expect(withCustomMedia('(--sm-up)', CUSTOM_MEDIA)).toBe('(min-width: 501px)');
    expect(withCustomMedia('print and (--md-up)', CUSTOM_MEDIA)).toBe(
      'print and (min-width: 1001px)',
    );
    expect(withCustomMedia('(prefers-reduced-motion: reduce)', CUSTOM_MEDIA)).toBe(
      '(prefers-reduced-motion: reduce)',
    );
    expect(() => withCustomMedia('(--tablet)', CUSTOM_MEDIA)).toThrow('--tablet');
  });

  it('lets CSS modules name widths only through the custom media', () => {
    const known = (params: string) => {
      try {
        withCustomMedia(params, CUSTOM_MEDIA);
        return true;
      } catch {
        return false;
      }
    };
    const written = files
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) =>
        [...read(file).matchAll(/@media([^{]*)\{/g)]
          .map((match) => match[1]!.trim())
          .filter((params) => WIDTH_IN_PX.test(params) || !known(params))
          .map((params) => `${file}: @media ${params}`),
      );
    expect(written).toEqual([]);
  });

  it('writes no width as a number in the media queries of sx styles', () => {
    const written = files
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /@media[^'`"]*(?:min|max)-width\s*:\s*\d/.test(read(file)));
    expect(written).toEqual([]);
  });
});
