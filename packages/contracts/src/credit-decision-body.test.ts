import { describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { decisionBody, denyCreditBody } from './credits';

const errorsOf = (value: unknown) => {
  const result = decisionBody.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a credit decision as a form sends it (issue 36)', () => {
  it('approves with empty, blank or null denial fields, and drops them', () => {
    for (const blank of [
      { denialReason: '', denialDescription: '' },
      { denialReason: '   ', denialDescription: ' ' },
      { denialReason: null, denialDescription: null },
      {},
    ]) {
      expect(decisionBody.parse({ pendingCredits: [1], isApproved: true, ...blank })).toEqual({
        pendingCredits: [1],
        isApproved: true,
      });
    }
  });

  it('refuses a given reason that is not in the list, even on an approval', () => {
    expect(errorsOf({ pendingCredits: [1], isApproved: true, denialReason: 'NOPE' })).toEqual({
      denialReason: M.reasonUnknown,
    });
  });

  it('asks a denial for the reason and description its empty fields left out', () => {
    expect(
      errorsOf({ pendingCredits: [1], isApproved: false, denialReason: '', denialDescription: '' }),
    ).toEqual({
      denialReason: M.denialReasonRequired,
      denialDescription: M.denialDescriptionRequired,
    });
    expect(
      decisionBody.parse({
        pendingCredits: [1],
        isApproved: false,
        denialReason: ' VALID_LEAD ',
        denialDescription: ' Checked. ',
      }),
    ).toEqual({
      pendingCredits: [1],
      isApproved: false,
      denialReason: 'VALID_LEAD',
      denialDescription: 'Checked.',
    });
  });

  it('keeps a denial of one lead needing a reason from the list', () => {
    expect(denyCreditBody.safeParse({ reason: '', description: 'x' }).success).toBe(false);
  });
});
