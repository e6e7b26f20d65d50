import { ASSISTANT_ERRORS } from '@sahay/domain';
import { ApiRequestError } from './api-client';
import { toast } from './toast';

/**
 * Spec 000 §8: 429 'Rate Limit Exceeded', 402 'Credits Exhausted', anything else the caller's own text
 * ('Error' / 'Failed to get response. Please try again.' for the assistant).
 */
export function toastAiError(error: unknown, other: { title: string; description: string } = ASSISTANT_ERRORS.other): void {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 429) {
    const { title, description } = ASSISTANT_ERRORS.rateLimited;
    toast.error(title, { description });
  } else if (status === 402) {
    const { title, description } = ASSISTANT_ERRORS.creditsExhausted;
    toast.error(title, { description });
  } else {
    toast.error(other.title, { description: other.description });
  }
}
