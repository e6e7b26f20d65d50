import { createRoute, z } from '@hono/zod-openapi';
import {
  ApiErrorSchema,
  appLanguageFromHeader,
  ContactMessageInputSchema,
  ContactMessageListSchema,
  ContactMessageReceiptSchema,
  ContactMessageSchema,
  ContactMessageStatusSchema,
} from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { adminErrors, createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitByClient } from '../../lib/rate-limit';
import { readSession, requireSession } from '../../lib/session';
import { CONTACT_LIST_MAX, listContactMessages, markContactMessageHandled, sendContactMessage } from './support.service';

const sendRoute = createRoute({
  method: 'post',
  path: '/contact-messages',
  tags: ['Support'],
  summary: 'Send a message to the Sahay team (the /contact form); the sender gets an email confirmation',
  request: { body: jsonBody(ContactMessageInputSchema) },
  responses: { 201: jsonResponse(ContactMessageReceiptSchema, 'Stored; a confirmation is queued'), ...errorResponses },
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/contact-messages',
  tags: ['Support', 'Admin'],
  summary: `Contact messages, newest first (admins only; at most ${CONTACT_LIST_MAX})`,
  request: {
    query: z.object({
      status: ContactMessageStatusSchema.optional(),
      limit: z.coerce.number().int().min(1).max(CONTACT_LIST_MAX).optional(),
    }),
  },
  responses: { 200: jsonResponse(ContactMessageListSchema, 'The messages'), ...adminErrors, ...errorResponses },
});

const handledRoute = createRoute({
  method: 'post',
  path: '/admin/contact-messages/{id}/handled',
  tags: ['Support', 'Admin'],
  summary: 'Mark a contact message handled (admins only; marking it again changes nothing)',
  request: { params: z.object({ id: z.uuid('Not a message id').openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: jsonResponse(ContactMessageSchema, 'The message, handled'),
    ...adminErrors,
    404: jsonResponse(ApiErrorSchema, 'No such message'),
    ...errorResponses,
  },
});

export function supportRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/contact-messages', limitByClient(deps, 'contact', deps.rateLimits.contact));
  const { db } = deps.database;

  return router
    .openapi(sendRoute, async (c) => {
      const session = await readSession(c);
      return c.json(await sendContactMessage(db, c.req.valid('json'), session?.user ?? null, appLanguageFromHeader(c.req.header('accept-language'))), 201);
    })
    .openapi(listRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json({ messages: await listContactMessages(db, user, c.req.valid('query')) }, 200);
    })
    .openapi(handledRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await markContactMessageHandled(db, user, c.req.valid('param').id), 200);
    });
}
