type Fields = Record<string, unknown> | null;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One 'field: before → after' line per field whose value changed between two log snapshots. */
export function summarizeChanges(before: Fields, after: Fields): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const lines: string[] = [];
  for (const key of keys) {
    const from = before?.[key];
    const to = after?.[key];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    lines.push(`${key}: ${show(from)} → ${show(to)}`);
  }
  return lines;
}
