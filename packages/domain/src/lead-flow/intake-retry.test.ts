import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changedIntakeFields, type IntakeLeadData } from './intake-retry';

const stored: IntakeLeadData = {
  productTypeId: 1,
  quoteType: 'auto',
  zipCode: '78701',
  consumer: {
    firstName: 'Pat',
    lastName: 'Doe',
    email: 'pat.doe@example.com',
    phone: '(512) 555-0100',
    answers: { 'Credit Rating': 'GOOD', 'Minimum Age': '40' },
  },
};
const withConsumer = (consumer: Partial<IntakeLeadData['consumer']>): IntakeLeadData => ({
  ...stored,
  consumer: { ...stored.consumer, ...consumer },
});

describe('a vendor lead id posted again', () => {
  it('is the same lead when every stored field is the same', () => {
    expect(changedIntakeFields(stored, structuredClone(stored))).toEqual([]);
  });

  it('names each field that differs, by its name in the intake body', () => {
    expect(changedIntakeFields(stored, { ...stored, productTypeId: 2 })).toEqual(['productTypeId']);
    expect(changedIntakeFields(stored, { ...stored, quoteType: 'home' })).toEqual(['quoteType']);
    expect(changedIntakeFields(stored, { ...stored, zipCode: '73102' })).toEqual(['zip']);
    expect(changedIntakeFields(stored, withConsumer({ firstName: 'Sam' }))).toEqual(['firstName']);
    expect(changedIntakeFields(stored, withConsumer({ lastName: 'Roe' }))).toEqual(['lastName']);
    expect(changedIntakeFields(stored, withConsumer({ email: 'Pat.Doe@example.com' }))).toEqual([
      'email',
    ]);
    expect(changedIntakeFields(stored, withConsumer({ phone: '512-555-0100' }))).toEqual(['phone']);
    expect(
      changedIntakeFields(stored, withConsumer({ phone: '(512) 555-0199', lastName: 'Roe' })),
    ).toEqual(['lastName', 'phone']);
  });

  it('compares answers by question, whatever their order', () => {
    const reordered = withConsumer({ answers: { 'Minimum Age': '40', 'Credit Rating': 'GOOD' } });
    expect(changedIntakeFields(stored, reordered)).toEqual([]);
    for (const answers of [
      { 'Credit Rating': 'GOOD', 'Minimum Age': '41' },
      { 'Credit Rating': 'GOOD' },
      { 'Credit Rating': 'GOOD', 'Minimum Age': '40', Homeowner: 'Yes' },
      { 'Credit Rating': 'GOOD', 'Maximum Age': '40' },
      {},
    ] as Record<string, string>[]) {
      expect(changedIntakeFields(stored, withConsumer({ answers }))).toEqual(['answers']);
    }
  });

  it('takes a lead stored without answers for one with none', () => {
    const none = withConsumer({ answers: undefined });
    expect(changedIntakeFields(none, withConsumer({ answers: {} }))).toEqual([]);
    expect(changedIntakeFields(withConsumer({ answers: {} }), none)).toEqual([]);
    expect(changedIntakeFields(none, stored)).toEqual(['answers']);
  });

  it('any order of the same answers is the same lead; a changed answer never is', () => {
    const answersAndShuffle = fc
      .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 6 })
      .chain((answers) => {
        const entries = Object.entries(answers);
        const n = entries.length;
        return fc.tuple(
          fc.constant(answers),
          fc.shuffledSubarray(entries, { minLength: n, maxLength: n }),
        );
      });
    fc.assert(
      fc.property(answersAndShuffle, fc.string({ maxLength: 8 }), ([answers, shuffled], extra) => {
        const first = withConsumer({ answers });
        const reordered = withConsumer({ answers: Object.fromEntries(shuffled) });
        expect(changedIntakeFields(first, reordered)).toEqual([]);
        const [question, answer] = Object.entries(answers)[0] ?? ['q', ''];
        const changed = { ...answers, [question]: `${answer}${extra}x` };
        expect(changedIntakeFields(first, withConsumer({ answers: changed }))).toEqual(['answers']);
      }),
    );
  });
});
