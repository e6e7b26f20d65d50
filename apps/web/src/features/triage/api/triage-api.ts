import type { TriageAnalysis, TriageFollowUp, TriageFollowUpRequest } from '@sahay/domain/ai-triage';
import type { TriagePatientData } from '@sahay/domain/triage-scoring';
import { api } from '@/lib/api-client';

/** POST /api/ai/triage/follow-up: the bot's next question. */
export const fetchFollowUp = (input: TriageFollowUpRequest) => api.post<TriageFollowUp>('/api/ai/triage/follow-up', input);

/** POST /api/ai/triage/analysis: score, analysis text and recommended experts; the chat's id counts it with the chat. */
export const fetchAnalysis = (data: TriagePatientData, conversationId?: string) =>
  api.post<TriageAnalysis>('/api/ai/triage/analysis', { data, conversationId });
