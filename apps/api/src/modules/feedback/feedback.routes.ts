import type { FastifyInstance } from 'fastify';
import { feedbackOperations } from '@client-admin/contracts/feedback';
import { route } from '../../plugins/contract-route';
import { createFeedback, getFeedback } from './feedback.service';

export async function feedbackRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, feedbackOperations.createFeedback, ({ user, body }) => createFeedback(db, user, body));

  route(app, feedbackOperations.getFeedbackList, ({ query }) => getFeedback(db, query));
}
