import { createRoute } from '@hono/zod-openapi';
import { ApiErrorSchema, AssistantRequestSchema, AssistantResponseSchema, MedicalAiChatRequestSchema, MedicalAiChatResponseSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { aiRateLimit } from './ai-rate-limit';
import { assistantEvents, assistantText, preConsultationContext } from './assistant.service';
import { ndjsonResponse, wantsStream } from './ndjson';

const aiErrors = {
  402: jsonResponse(ApiErrorSchema, 'The AI provider has no credits left'),
  503: jsonResponse(ApiErrorSchema, 'The AI provider is not available'),
} as const;

const streamed = { 'application/x-ndjson': { schema: { type: 'string' as const, description: 'One AssistantStreamEvent per line' } } };

const assistantRoute = createRoute({
  method: 'post',
  path: '/ai/assistant',
  tags: ['AI'],
  summary: "Spec 000 §7 'unified-expert-ai': the assistant's answer; streamed as NDJSON when Accept asks for application/x-ndjson",
  request: { body: jsonBody(AssistantRequestSchema) },
  responses: {
    200: { description: 'The answer', content: { 'application/json': { schema: AssistantResponseSchema }, ...streamed } },
    ...aiErrors,
    ...errorResponses,
  },
});

const medicalChatRoute = createRoute({
  method: 'post',
  path: '/ai/medical-ai-chat',
  tags: ['AI'],
  summary: "Spec 001 §7 'medical-ai-chat': the AI pre-consultation's answer; streamed like /ai/assistant",
  request: { body: jsonBody(MedicalAiChatRequestSchema) },
  responses: {
    200: { description: 'The answer', content: { 'application/json': { schema: MedicalAiChatResponseSchema }, ...streamed } },
    ...aiErrors,
    ...errorResponses,
  },
});

export function assistantRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/ai/assistant', aiRateLimit(deps));
  router.use('/ai/medical-ai-chat', aiRateLimit(deps));
  const { db } = deps.database;

  return router
    .openapi(assistantRoute, async (c) => {
      const input = c.req.valid('json');
      const question = { domain: input.domain, message: input.message, history: input.conversationHistory };
      if (wantsStream(c.req.header('accept'))) {
        // zod-openapi types JSON answers only; the streamed one is a plain Response documented above.
        return (await ndjsonResponse(assistantEvents(db, deps.ai, question, c.req.raw.signal), c.get('logger'))) as never;
      }
      return c.json({ response: await assistantText(db, deps.ai, question) }, 200);
    })
    .openapi(medicalChatRoute, async (c) => {
      const input = c.req.valid('json');
      const question = {
        domain: 'medical' as const,
        message: input.message,
        // The symptoms from the form open the conversation, so retrieval and the model read them as the patient's words.
        history: input.symptoms ? [{ role: 'user' as const, content: input.symptoms }, ...input.conversationHistory] : input.conversationHistory,
        context: preConsultationContext(input.specialty, input.patientName, input.symptoms),
      };
      if (wantsStream(c.req.header('accept'))) {
        return (await ndjsonResponse(assistantEvents(db, deps.ai, question, c.req.raw.signal), c.get('logger'))) as never;
      }
      return c.json({ response: await assistantText(db, deps.ai, question), specialty: input.specialty }, 200);
    });
}
