import { useRef, useState } from 'react';

/**
 * The Idempotency-Key of one money-moving form (decision 0027): made when the form opens and
 * sent again on a retry of the same request, so a retry after a lost answer never moves money
 * twice. A changed request gets a new key, since the server refuses a key reused for another.
 */
export function useIdempotencyKey(): (request: unknown) => string {
  const [opened] = useState(() => crypto.randomUUID());
  const last = useRef<{ key: string; request: string | null }>({ key: opened, request: null });
  return (request) => {
    const text = JSON.stringify(request);
    if (last.current.request !== null && last.current.request !== text) {
      last.current = { key: crypto.randomUUID(), request: text };
    } else {
      last.current = { key: last.current.key, request: text };
    }
    return last.current.key;
  };
}
