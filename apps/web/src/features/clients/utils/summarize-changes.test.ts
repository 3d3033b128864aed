import { describe, expect, it } from 'vitest';
import { summarizeChanges } from './summarize-changes';

describe('summarizeChanges', () => {
  it('lists only the fields that changed', () => {
    expect(
      summarizeChanges({ city: 'Austin', state: 'TX' }, { city: 'Dallas', state: 'TX' }),
    ).toEqual(['city: Austin → Dallas']);
  });

  it('shows added and removed values as a dash', () => {
    expect(summarizeChanges(null, { status: 'ACTIVE' })).toEqual(['status: — → ACTIVE']);
    expect(summarizeChanges({ note: 'x' }, null)).toEqual(['note: x → —']);
  });
});
