import type { z } from 'zod';
import type { mailOutboxQuery, mailOutboxResponse } from '@client-admin/contracts/mail';
import { ROLES } from '@client-admin/domain/roles';
import type { Database } from '../../db/database';
import { requireRole } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';
import { listOutbox } from './mail.repository';

/** The embedded e-mail adapter's outbox, newest first, for developers only. */
export async function readOutbox(
  db: Database,
  caller: RequestUser,
  query: z.infer<typeof mailOutboxQuery>,
): Promise<z.infer<typeof mailOutboxResponse>> {
  requireRole(caller, ROLES.DEVELOPER);
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
