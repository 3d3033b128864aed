import { Fragment } from 'react';

/**
 * An e-mail address (or a domain) that may wrap after its "@" and its dots, where a reader
 * expects it, rather than in the middle of a word.
 */
export function BreakableAddress({ value }: { value: string }) {
  const parts = value.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
