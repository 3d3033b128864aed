import type { Check } from './checks';
import { OPERATION_KINDS, type RunRecord } from './outcomes';
import type { Terminations } from './terminator';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const labelOrder = (label: string) =>
  label === '2xx' ? 0 : label === '2xx replay' ? 1 : label === 'no answer' ? 1000 : Number(label);

/** Requests by kind and answer: 2xx, replayed 2xx, each status, no answer. */
export function requestsTable(record: RunRecord): string {
  const labels = [...new Set([...record.counts.values()].flatMap((m) => [...m.keys()]))].sort(
    (a, b) => labelOrder(a) - labelOrder(b),
  );
  const rows = OPERATION_KINDS.filter((kind) => record.counts.has(kind)).map((kind) => {
    const byLabel = record.counts.get(kind)!;
    const total = [...byLabel.values()].reduce((a, b) => a + b, 0);
    return [kind, ...labels.map((l) => String(byLabel.get(l) ?? 0)), String(total)];
  });
  const totals = labels.map((l) => String(record.total((name) => name === l)));
  rows.push(['all', ...totals, String(record.requests)]);
  return table(['request', ...labels, 'total'], rows);
}

export function checksTable(checks: Check[]): string {
  const rows = checks.map((c) => [
    c.name,
    c.violations === 0 ? 'ok' : c.informational ? `${c.violations} (note)` : `${c.violations} FAIL`,
  ]);
  const details = checks
    .filter((c) => c.violations > 0)
    .map((c) => `  ${c.name}:\n${c.samples.map((s) => `    ${s}`).join('\n')}`);
  return [table(['invariant', 'violations'], rows), ...details].join('\n');
}

export function runLine(options: {
  seconds: number;
  concurrency: number;
  seed: number;
  record: RunRecord;
  terminations: Terminations;
  deactivations: number;
}): string {
  const { record, terminations } = options;
  const fivexx = record.total((l) => l.startsWith('5'));
  const unavailable = record.total((l) => l === '503');
  return [
    `${record.operations} money requests (${record.requests} HTTP requests) in ${options.seconds} s ` +
      `at ${options.concurrency} callers (seed ${options.seed})`,
    `5xx answers: ${fivexx} (503 connection lost: ${unavailable}, other: ${fivexx - unavailable})`,
    `backends terminated: ${terminations.backends} in ${terminations.rounds} rounds` +
      (terminations.errors.length ? ` (${terminations.errors.length} rounds failed)` : ''),
    `reactivated clients set INACTIVE again by staff: ${options.deactivations}`,
  ].join('\n');
}

/** What the API wrote besides its answers: error lines, and lines outside its JSON logger. */
export function apiLogLine(logText: string): string {
  let errors = 0;
  let outside = 0;
  let inLogins = false;
  for (const line of logText.split('\n')) {
    if (line.startsWith('{')) {
      inLogins = false;
      if (/"level":(50|60)/.test(line)) errors++;
    } else if (line.startsWith('Demo logins')) {
      inLogins = true;
    } else if (line.trim() !== '' && !(inLogins && line.startsWith(' '))) {
      outside++;
    }
  }
  return `API log: ${errors} error lines, ${outside} lines outside its JSON logger`;
}
