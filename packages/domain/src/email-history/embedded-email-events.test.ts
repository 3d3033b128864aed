import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { embeddedEmailEvents } from './embedded-email-events';

const types = (address: string, subject = 'Hello') =>
  embeddedEmailEvents(address, subject).map((e) => e.event);

describe('embeddedEmailEvents', () => {
  it('processes and delivers an outside address at once, with no opens', () => {
    expect(types('someone@agency.org')).toEqual(['processed', 'delivered']);
  });
  it('plays the demo failure addresses, by local part or +tag', () => {
    expect(types('bounce@example.com')).toEqual(['processed', 'bounce']);
    expect(types('Agent+Bounce@agency.org')).toEqual(['processed', 'bounce']);
    expect(types('x+blocked@example.com')).toEqual(['processed', 'blocked']);
    expect(types('invalid@example.com')).toEqual(['processed', 'dropped']);
    expect(types('x+spam@example.com')).toEqual(['processed', 'delivered', 'open', 'spamreport']);
  });
  it('gives a failure its reason', () => {
    expect(embeddedEmailEvents('bounce@example.com', 's')[1]?.reason).toMatch(/550/);
  });
  it('is deterministic, and opens before it clicks on the demo domain', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,10}$/), fc.string({ maxLength: 30 }), (l, s) => {
        const address = `${l}@example.com`;
        const events = embeddedEmailEvents(address, s);
        expect(embeddedEmailEvents(address, s)).toEqual(events);
        const names = events.map((e) => e.event);
        expect(names.slice(0, 2)).toEqual(['processed', 'delivered']);
        if (names.includes('click')) expect(names).toContain('open');
      }),
    );
  });
  it('opens some demo messages and not others', () => {
    const opened = Array.from({ length: 30 }, (_, i) => types(`a${i}@example.com`)).filter((t) =>
      t.includes('open'),
    );
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.length).toBeLessThan(30);
  });
});
