import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

/** Asserts an error answer: its status, its message and, on a 400, the field that carries it. */
export function expectError(
  res: LightMyRequestResponse,
  statusCode: number,
  message?: string,
  field?: string,
): void {
  expect(res.statusCode, res.body).toBe(statusCode);
  const body = res.json() as { message: string; errors?: Record<string, string> };
  if (message !== undefined) expect(body.message).toBe(message);
  if (field !== undefined) expect(body.errors?.[field]).toBe(message ?? body.message);
}

/** Rows of a raw query, whichever driver ran it. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
