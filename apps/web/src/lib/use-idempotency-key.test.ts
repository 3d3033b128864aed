import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps the key for a retry of the same request and makes a new one for another', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current({ Amount: 5 });
    rerender();
    expect(result.current({ Amount: 5 })).toBe(first);
    const changed = result.current({ Amount: 6 });
    expect(changed).not.toBe(first);
    expect(changed).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives each form its own key', () => {
    const a = renderHook(() => useIdempotencyKey()).result.current({ Amount: 5 });
    const b = renderHook(() => useIdempotencyKey()).result.current({ Amount: 5 });
    expect(a).not.toBe(b);
  });
});
