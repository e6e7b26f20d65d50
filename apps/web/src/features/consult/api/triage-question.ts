import { fallbackTriageQuestion, TriageQuestionSchema, type TriageQuestionRequest } from '@sahay/domain/triage-questions';
import { getLanguage } from '@/i18n/language';
import { api } from '@/lib/api-client';

/**
 * Spec 001 §7 'medical-triage-questions': the AI writes question n from the symptoms and department. Spec §8:
 * when the call fails in any way (missing, error, bad answer, slow), the fixed question is asked, silently.
 */
export async function fetchTriageQuestion(request: TriageQuestionRequest): Promise<string> {
  try {
    const answer = await api.post<unknown>('/api/ai/medical-triage-questions', request, { signal: AbortSignal.timeout(8000) });
    const parsed = TriageQuestionSchema.safeParse(answer);
    return parsed.success ? parsed.data.question : fallbackTriageQuestion(request.questionNumber, getLanguage());
  } catch {
    return fallbackTriageQuestion(request.questionNumber, getLanguage());
  }
}
