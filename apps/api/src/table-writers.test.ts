import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';

const modulesDir = path.join(import.meta.dirname, 'modules');
const schemaDir = path.join(import.meta.dirname, 'db/schema');

/** Tests and their fixtures may set up any table, as they may import any module's internals. */
const isTestFile = (file: string) =>
  /\.test\.ts$|-test-fixtures?\.ts$|-test-helpers\.ts$/.test(file) ||
  file.split(path.sep).includes('testing');

interface Write {
  table: string;
  file: string;
  line: number;
}

interface Tables {
  /** SQL name by the schema's export name (what drizzle calls and `${table}` name). */
  byExport: Map<string, string>;
  sqlNames: Set<string>;
}

async function loadTables(): Promise<Tables> {
  const byExport = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.ts'))) {
    const schema = (await import(path.join(schemaDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(schema)) {
      if (is(value, PgTable)) byExport.set(name, getTableName(value));
    }
  }
  return { byExport, sqlNames: new Set(byExport.values()) };
}

const DRIZZLE_WRITE =
  /\.(?:insert|update|delete)\(\s*(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)\s*\)/g;
const SQL_WRITE =
  /\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{\s*([A-Za-z_$][\w$]*)\s*\}|"?([a-z_][a-z0-9_]*)"?)/gi;

/** The tables a source file writes, through drizzle or in SQL text, with their lines. */
function tableWrites(file: string, source: string, tables: Tables): Write[] {
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const writes: Write[] = [];
  for (const match of source.matchAll(DRIZZLE_WRITE)) {
    const table = tables.byExport.get(match[1]!);
    if (table) writes.push({ table, file, line: lineOf(match.index) });
  }
  for (const match of source.matchAll(SQL_WRITE)) {
    const table = match[1] ? tables.byExport.get(match[1]) : match[2]?.toLowerCase();
    if (table && tables.sqlNames.has(table))
      writes.push({ table, file, line: lineOf(match.index) });
  }
  return writes;
}

function moduleSources(): { file: string; source: string }[] {
  return (readdirSync(modulesDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !isTestFile(file))
    .map((file) => ({ file, source: readFileSync(path.join(modulesDir, file), 'utf8') }));
}

const moduleOf = (file: string) => file.split(path.sep)[0]!;
const where = (w: Write) => `${w.file}:${w.line}`;

describe('each table is written by its own module', () => {
  let tables: Tables;
  let writes: Write[];
  beforeAll(async () => {
    tables = await loadTables();
    writes = moduleSources().flatMap(({ file, source }) => tableWrites(file, source, tables));
  });

  it('sees drizzle writes and SQL writes, and not reads or hashes', () => {
    const probe = [
      'await tx.update(users).set({ failedAttempts: 0 }).where(eq(users.id, id));',
      'await tx.insert(schema.clientLogs).values(row);',
      'await tx.execute(sql`delete from ${leadDecisions} where decided_at < ${before}`);',
      'await tx.execute(sql`',
      '  update balances b set balance_cents = b.balance_cents + 1`);',
      "createHash('sha256').update(data).digest('hex');",
      "await tx.select().from(users).for('update', { of: users });",
      'insert into month_spends values (1) on conflict do update set spent_cents = 1',
    ].join('\n');
    expect(tableWrites('probe.ts', probe, tables).map((w) => `${w.table}:${w.line}`)).toEqual([
      'users:1',
      'client_logs:2',
      'lead_decisions:3',
      'balances:5',
      'month_spends:8',
    ]);
  });

  it('finds the writes of the modules', () => {
    expect(writes.length).toBeGreaterThan(100);
  });

  it('lets no table be written by two modules', () => {
    const writers = new Map<string, Write[]>();
    for (const w of writes) writers.set(w.table, [...(writers.get(w.table) ?? []), w]);
    const shared = [...writers]
      .filter(([, list]) => new Set(list.map((w) => moduleOf(w.file))).size > 1)
      .map(([table, list]) => `${table}: ${list.map(where).join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('writes tables from repositories only', () => {
    const elsewhere = writes.filter((w) => !w.file.endsWith('.repository.ts')).map(where);
    expect(elsewhere).toEqual([]);
  });
});
