import { fallbackTriageQuestion, TriageQuestionSchema, type TriageQuestionRequest } from '@sahay/domain/triage-questions';

/**
 * Spec 001 §7 'medical-triage-questions': the AI writes question n from the symptoms and department. Spec §8:
 * when the call fails in any way (missing, error, bad answer, slow), the fixed question is asked, silently.
 */
export async function fetchTriageQuestion(request: TriageQuestionRequest): Promise<string> {
  try {
    const response = await fetch('/api/ai/medical-triage-questions', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(8000),
    });
    if (!response.ok) return fallbackTriageQuestion(request.questionNumber);
    const parsed = TriageQuestionSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.question : fallbackTriageQuestion(request.questionNumber);
  } catch {
    return fallbackTriageQuestion(request.questionNumber);
  }
}
