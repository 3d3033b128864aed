import type { z } from 'zod';
import type { mailOutboxQuery, mailOutboxResponse } from '@client-admin/contracts/mail';
import type { Database } from '../../db/database';
import { listOutbox } from './mail.repository';

/** The embedded e-mail adapter's outbox, newest first. */
export async function readOutbox(
  db: Database,
  query: z.infer<typeof mailOutboxQuery>,
): Promise<z.infer<typeof mailOutboxResponse>> {
  const { rows, total } = await listOutbox(db, query);
  return {
    items: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      createdAt: row.createdAt.toISOString(),
    })),
    metaData: {
      page: query.page,
      pageSize: query.pageSize,
      totalRecords: total,
      totalPages: Math.ceil(total / query.pageSize),
    },
  };
}
