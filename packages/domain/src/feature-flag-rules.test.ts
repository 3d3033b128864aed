import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  featureFlagRuleKind,
  resolveFeatureFlag,
  type FeatureFlagRule,
  type FeatureFlagSubject,
} from './feature-flag-rules';

const rule = (r: Partial<FeatureFlagRule> & { enabled: boolean }): FeatureFlagRule => ({
  clientId: null,
  carrier: null,
  clientType: null,
  ...r,
});
const farmersAgent7: FeatureFlagSubject = { clientId: 7, carrier: 'FARMERS', clientType: 'AGENT' };

describe('feature flag rules', () => {
  it('uses the default without a client', () => {
    expect(resolveFeatureFlag(true, [rule({ carrier: 'FARMERS', enabled: false })], null)).toBe(
      true,
    );
  });

  it('uses the default when no rule matches', () => {
    const rules = [
      rule({ carrier: 'STATEFARM', enabled: true }),
      rule({ clientId: 8, enabled: true }),
    ];
    expect(resolveFeatureFlag(false, rules, farmersAgent7)).toBe(false);
  });

  it('a client-type rule beats the default', () => {
    expect(
      resolveFeatureFlag(false, [rule({ clientType: 'AGENT', enabled: true })], farmersAgent7),
    ).toBe(true);
  });

  it('a carrier rule beats a client-type rule', () => {
    const rules = [
      rule({ carrier: 'FARMERS', enabled: false }),
      rule({ clientType: 'AGENT', enabled: true }),
    ];
    expect(resolveFeatureFlag(true, rules, farmersAgent7)).toBe(false);
    expect(resolveFeatureFlag(true, rules.toReversed(), farmersAgent7)).toBe(false);
  });

  it('a carrier and type rule beats a carrier rule', () => {
    const rules = [
      rule({ carrier: 'FARMERS', enabled: false }),
      rule({ carrier: 'FARMERS', clientType: 'AGENT', enabled: true }),
    ];
    expect(resolveFeatureFlag(false, rules, farmersAgent7)).toBe(true);
    expect(resolveFeatureFlag(false, rules, { ...farmersAgent7, clientType: 'CORPORATE' })).toBe(
      false,
    );
  });

  it('a client rule beats everything', () => {
    const rules = [
      rule({ carrier: 'FARMERS', clientType: 'AGENT', enabled: true }),
      rule({ clientId: 7, enabled: false }),
    ];
    expect(resolveFeatureFlag(true, rules, farmersAgent7)).toBe(false);
  });

  it('a client without a carrier matches no carrier rule', () => {
    const subject = { clientId: 9, carrier: null, clientType: 'AGENT' };
    expect(resolveFeatureFlag(false, [rule({ carrier: 'FARMERS', enabled: true })], subject)).toBe(
      false,
    );
  });

  it('ignores a rule that targets nothing', () => {
    expect(resolveFeatureFlag(false, [rule({ enabled: true })], farmersAgent7)).toBe(false);
    expect(featureFlagRuleKind(rule({ enabled: true }))).toBeNull();
  });

  it('with one rule per target, the order of the rules never matters', () => {
    const arbRule = fc
      .record({
        clientId: fc.option(fc.constantFrom(7, 8)),
        carrier: fc.option(fc.constantFrom('FARMERS', 'STATEFARM')),
        clientType: fc.option(fc.constantFrom('AGENT', 'CORPORATE')),
        enabled: fc.boolean(),
      })
      // A client rule names only the client (the API refuses anything else).
      .map((r) => (r.clientId === null ? r : { ...r, carrier: null, clientType: null }));
    const oneOfEachTarget = fc
      .array(arbRule, { maxLength: 8 })
      .map((rules) =>
        rules.filter(
          (r, i) =>
            rules.findIndex(
              (o) =>
                o.clientId === r.clientId &&
                o.carrier === r.carrier &&
                o.clientType === r.clientType,
            ) === i,
        ),
      );
    fc.assert(
      fc.property(fc.boolean(), oneOfEachTarget, (fallback, rules) => {
        // With one rule per target, the matching rules are all of different kinds.
        const forward = resolveFeatureFlag(fallback, rules, farmersAgent7);
        expect(resolveFeatureFlag(fallback, rules.toReversed(), farmersAgent7)).toBe(forward);
      }),
    );
  });
});
