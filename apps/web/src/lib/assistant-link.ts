/**
 * The full-screen assistant opens over the current page through this query parameter (spec 000 §2: its path
 * picks the domain), so a banner, a help widget or a link anywhere can open it without importing it.
 */
export const ASSISTANT_PARAM = 'assistant';

export function assistantOpenSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.set(ASSISTANT_PARAM, 'open');
  return `?${params.toString()}`;
}

export function isAssistantOpen(search: string): boolean {
  return new URLSearchParams(search).has(ASSISTANT_PARAM);
}
