import { describe, expect, it } from 'vitest';
import { PRODUCT_ID_BY_SERVICE, QUOTE_TYPES, QUOTE_TYPE_LABELS } from './quote-types';

describe('quote types (seed 001 §1, §9)', () => {
  it('lists the six quote types in order', () => {
    expect(QUOTE_TYPES).toEqual(['auto', 'home', 'renter', 'medsupp', 'health', 'life']);
    expect(QUOTE_TYPE_LABELS.medsupp).toBe('Medicare Supplement');
  });

  it('maps Web to product 1 and Call to product 2', () => {
    expect(PRODUCT_ID_BY_SERVICE).toEqual({ Web: 1, Call: 2 });
  });
});
