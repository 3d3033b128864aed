import type {
  CreateFeedbackRequest,
  FeedbackItem,
  FeedbackListQuery,
  FeedbackListResponse,
} from '@client-admin/contracts/feedback';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { pageMeta, pageOffset } from '../clients/clients.public';
import { insertFeedback, listFeedback, type FeedbackRow } from './feedback.repository';

const toItem = (row: FeedbackRow): FeedbackItem => ({
  id: row.id,
  message: row.message,
  page: row.page,
  rating: row.rating,
  userEmail: row.userEmail,
  createdAt: row.createdAt.toISOString(),
});

/** POST /api/feedback: the staff feedback widget. */
export async function createFeedback(
  db: Database,
  user: RequestUser,
  request: CreateFeedbackRequest,
): Promise<FeedbackItem> {
  return db.transaction(async (tx) =>
    toItem(await insertFeedback(tx, { ...request, userId: user.id, userEmail: user.email })),
  );
}

/** GET /api/feedback: client services read it, newest first. */
export async function getFeedback(
  db: Database,
  query: FeedbackListQuery,
): Promise<FeedbackListResponse> {
  return db.transaction(async (tx) => {
    const { rows, total } = await listFeedback(tx, {
      limit: query.pageSize,
      offset: pageOffset(query.page, query.pageSize),
    });
    return { items: rows.map(toItem), metaData: pageMeta(query.page, query.pageSize, total) };
  });
}
