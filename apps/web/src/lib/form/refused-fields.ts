import { ApiError } from '../http';

/** The field messages of a refused request (a 400 that names fields), each once; else none. */
export function refusedFieldMessages(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return [...new Set(Object.values(error.errors ?? {}))];
}

/**
 * What to say under a form's own failure message: a 400's field messages, or its message when it
 * names no field; nothing for any other failure (the form's message says it all).
 */
export function refusalDetails(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const fields = refusedFieldMessages(error);
  return fields.length > 0 ? fields : [error.message];
}

/** A list row's index in a field path: `geoMaps.2` and `geoMaps.2.county` are row 2 of geoMaps. */
function rowIndex(path: string, list: string): number | null {
  const rest =
    list === '' ? path : path.startsWith(`${list}.`) ? path.slice(list.length + 1) : null;
  const match = rest === null ? null : /^(\d+)(?:\.|$)/.exec(rest);
  return match ? Number(match[1]) : null;
}

/**
 * The messages a refused request gives the rows of a list, by row (the first for each): a 400's
 * fields `${list}.${row}` or under it. `list` is '' when the body is the list itself.
 */
export function refusedRows(error: unknown, list: string): Map<number, string> {
  const rows = new Map<number, string>();
  if (!(error instanceof ApiError) || error.status !== 400) return rows;
  for (const [path, message] of Object.entries(error.errors ?? {})) {
    const row = rowIndex(path, list);
    if (row !== null && !rows.has(row)) rows.set(row, message);
  }
  return rows;
}

/**
 * The message of a form's error at a list row (react-hook-form's errors object for that row):
 * the row's own, else the first of a field under it.
 */
export function rowErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const nested = rowErrorMessage(value);
    if (nested) return nested;
  }
  return undefined;
}
