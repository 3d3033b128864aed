import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFeedbackRequest,
  feedbackItem,
  feedbackListQuery,
  feedbackListResponse,
} from '@client-admin/contracts/feedback';
import { currentUser } from '../../plugins/access';
import { createFeedback, getFeedback } from './feedback.service';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/feedback',
    { schema: { body: createFeedbackRequest, response: { 200: feedbackItem } } },
    (request) => createFeedback(db, currentUser(request), request.body),
  );

  app.get(
    '/api/feedback',
    { schema: { querystring: feedbackListQuery, response: { 200: feedbackListResponse } } },
    (request) => getFeedback(db, currentUser(request), request.query),
  );
};
