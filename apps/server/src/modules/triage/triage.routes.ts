import { createRoute } from '@hono/zod-openapi';
import {
  appLanguageFromHeader,
  TriageAnalysisRequestSchema,
  TriageAnalysisSchema,
  TriageFollowUpRequestSchema,
  TriageFollowUpSchema,
  TriageQuestionRequestSchema,
  TriageQuestionSchema,
} from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { aiRateLimit } from '../assistant/ai-rate-limit';
import { triageAnalysis, triageFollowUp, triageQuestion } from './triage.service';

const followUpRoute = createRoute({
  method: 'post',
  path: '/ai/triage/follow-up',
  tags: ['AI'],
  summary: "Spec 001 §2.6 triage: the bot's next question for a step, written by the AI provider",
  request: { body: jsonBody(TriageFollowUpRequestSchema) },
  responses: { 200: jsonResponse(TriageFollowUpSchema, 'The next question'), ...errorResponses },
});

const analysisRoute = createRoute({
  method: 'post',
  path: '/ai/triage/analysis',
  tags: ['AI'],
  summary: 'Spec 001 §4.3 and §9: risk score, category, urgency, specialty, the analysis text and up to 3 verified experts',
  request: { body: jsonBody(TriageAnalysisRequestSchema) },
  responses: { 200: jsonResponse(TriageAnalysisSchema, 'The assessment'), ...errorResponses },
});

const questionRoute = createRoute({
  method: 'post',
  path: '/ai/medical-triage-questions',
  tags: ['AI'],
  summary: "Spec 001 §7 'medical-triage-questions': the medical modal's assessment question number 1 to 5",
  request: { body: jsonBody(TriageQuestionRequestSchema) },
  responses: { 200: jsonResponse(TriageQuestionSchema, 'The question'), ...errorResponses },
});

export function triageRoutes(deps: AppDeps) {
  const router = createRouter();
  // A triage chat or the consult modal's questions count once per conversation (docs/decisions/032).
  const limit = aiRateLimit(deps, { conversations: true });
  for (const path of ['/ai/triage/follow-up', '/ai/triage/analysis', '/ai/medical-triage-questions']) router.use(path, limit);
  const { db } = deps.database;

  return (
    router
      .openapi(followUpRoute, async (c) => {
        const { step, data, lastAnswer } = c.req.valid('json');
        const language = appLanguageFromHeader(c.req.header('accept-language'));
        return c.json({ message: await triageFollowUp(deps.ai, c.get('logger'), { step, data, lastAnswer, language }) }, 200);
      })
      // Issue 20 part 2: the texts follow the language the web app sends (Accept-Language; visitors use the triage too).
      .openapi(analysisRoute, async (c) =>
        c.json(await triageAnalysis(db, deps.ai, c.get('logger'), c.req.valid('json').data, appLanguageFromHeader(c.req.header('accept-language'))), 200),
      )
      .openapi(questionRoute, async (c) => {
        const { questionNumber, symptoms, department } = c.req.valid('json');
        const language = appLanguageFromHeader(c.req.header('accept-language'));
        return c.json({ question: await triageQuestion(deps.ai, c.get('logger'), { questionNumber, symptoms, department, language }) }, 200);
      })
  );
}
