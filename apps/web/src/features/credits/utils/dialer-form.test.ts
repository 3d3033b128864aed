import { describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { dialerForm, EMPTY_DIALER_FORM } from './dialer-form';

describe('dialerForm', () => {
  it('reads blank fields as no filter and typed ones as the query', () => {
    expect(dialerForm.parse(EMPTY_DIALER_FORM)).toEqual({});
    expect(
      dialerForm.parse({ ...EMPTY_DIALER_FORM, lowCR: ' 5 ', highCost: '20.50', leadType: 'Web' }),
    ).toEqual({ lowCR: 5, highCost: 20.5, leadType: 'Web' });
  });

  it('names the field of a range whose low end passes its high end', () => {
    const result = dialerForm.safeParse({ ...EMPTY_DIALER_FORM, lowCost: '30', highCost: '10' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['lowCost'], message: M.lowAboveHigh }),
    ]);
  });
});
