import { createRoute, z } from '@hono/zod-openapi';
import {
  ApiErrorSchema,
  ChatExpertSchema,
  ChatMessageSchema,
  CHAT_MESSAGES,
  ConversationSchema,
  MessagePageSchema,
  ReadStateSchema,
  ReceiptInputSchema,
  SendMessageInputSchema,
  StartConversationInputSchema,
} from '@sahay/domain';
import { serviceDeps, type AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitByUser } from '../../lib/rate-limit';
import { requireSession } from '../../lib/session';
import { getChatExpert, getConversation, getMyChatExpert, startConversation } from './chat.service';
import { listMessages, markReceipts, sendMessage } from './messages.service';

const memberErrors = {
  401: jsonResponse(ApiErrorSchema, 'Not signed in'),
  403: jsonResponse(ApiErrorSchema, 'Not a member of this conversation'),
  404: jsonResponse(ApiErrorSchema, 'No such conversation'),
} as const;

const idParam = z.object({ id: z.uuid('Not a conversation id').openapi({ param: { name: 'id', in: 'path' } }) });
const messageId = z.coerce.number().int().nonnegative();

const startRoute = createRoute({
  method: 'post',
  path: '/chat/conversations',
  tags: ['Chat'],
  summary: 'Open the chat with an expert: reuses the pending consultation with them, or creates one (spec 001 §4.6); alerts the expert (issue 16)',
  request: { body: jsonBody(StartConversationInputSchema) },
  responses: { 200: jsonResponse(ConversationSchema, 'The conversation'), ...memberErrors, ...errorResponses },
});

const getRoute = createRoute({
  method: 'get',
  path: '/chat/conversations/{id}',
  tags: ['Chat'],
  summary: 'One conversation as its patient or its expert sees it (members only)',
  request: { params: idParam },
  responses: { 200: jsonResponse(ConversationSchema, 'The conversation'), ...memberErrors, ...errorResponses },
});

const listRoute = createRoute({
  method: 'get',
  path: '/chat/conversations/{id}/messages',
  tags: ['Chat'],
  summary: 'Messages in ascending order: the latest page, a page before an id, or everything after an id',
  request: {
    params: idParam,
    query: z.object({ before: messageId.optional(), after: messageId.optional(), limit: z.coerce.number().int().min(1).max(200).optional() }),
  },
  responses: { 200: jsonResponse(MessagePageSchema, 'The page'), ...memberErrors, ...errorResponses },
});

const sendRoute = createRoute({
  method: 'post',
  path: '/chat/conversations/{id}/messages',
  tags: ['Chat'],
  summary: 'Send a text message (trimmed, 1 to 4,000 characters; 30 a minute per person)',
  request: { params: idParam, body: jsonBody(SendMessageInputSchema) },
  responses: {
    201: jsonResponse(ChatMessageSchema, 'Stored and delivered to the members'),
    200: jsonResponse(ChatMessageSchema, 'Already stored by an earlier try with the same clientId'),
    ...memberErrors,
    ...errorResponses,
  },
});

const receiptsRoute = createRoute({
  method: 'post',
  path: '/chat/conversations/{id}/receipts',
  tags: ['Chat'],
  summary: 'Mark messages up to an id as delivered to or read by me',
  request: { params: idParam, body: jsonBody(ReceiptInputSchema) },
  responses: { 200: jsonResponse(ReadStateSchema, 'My receipts now'), ...memberErrors, ...errorResponses },
});

const myExpertRoute = createRoute({
  method: 'get',
  path: '/chat/experts/me',
  tags: ['Chat'],
  summary: "The signed-in expert's own profile as patients see it in the chat header (404 for a non-expert)",
  responses: { 200: jsonResponse(ChatExpertSchema, 'My expert profile'), ...memberErrors, ...errorResponses },
});

const expertRoute = createRoute({
  method: 'get',
  path: '/chat/experts/{expertId}',
  tags: ['Chat'],
  summary: 'The expert shown in the chat header, with live presence',
  request: { params: z.object({ expertId: z.uuid('Not an expert id').openapi({ param: { name: 'expertId', in: 'path' } }) }) },
  responses: { 200: jsonResponse(ChatExpertSchema, 'The expert'), ...memberErrors, ...errorResponses },
});

export function chatRoutes(deps: AppDeps) {
  const router = createRouter();
  const { db } = deps.database;
  const limitMessages = limitByUser(deps, 'chat-messages', deps.rateLimits.chatMessages, CHAT_MESSAGES.rateLimited);
  router.on('POST', '/chat/conversations/:id/messages', limitMessages);

  return router
    .openapi(startRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await startConversation(serviceDeps(deps), user, c.req.valid('json').expertId), 200);
    })
    .openapi(getRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await getConversation(db, user, c.req.valid('param').id), 200);
    })
    .openapi(listRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await listMessages(db, user, c.req.valid('param').id, c.req.valid('query')), 200);
    })
    .openapi(sendRoute, async (c) => {
      const { user } = await requireSession(c);
      const { message, created } = await sendMessage(db, user, c.req.valid('param').id, c.req.valid('json'));
      return created ? c.json(message, 201) : c.json(message, 200);
    })
    .openapi(receiptsRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await markReceipts(db, user, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(myExpertRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await getMyChatExpert(db, user.id), 200);
    })
    .openapi(expertRoute, async (c) => {
      await requireSession(c);
      return c.json(await getChatExpert(db, c.req.valid('param').expertId), 200);
    });
}
