import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema/mail';

export async function listOutbox(
  db: Database,
  query: { page: number; pageSize: number; to?: string | undefined },
) {
  const where: SQL | undefined = query.to
    ? eq(sql`lower(${mailOutbox.to})`, query.to.trim().toLowerCase())
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
