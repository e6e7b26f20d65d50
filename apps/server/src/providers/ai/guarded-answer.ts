import type { AssistantDomain, AssistantStreamEvent } from '@sahay/domain';
import { SAFE_MEDICAL_ANSWER, crossesTelemedicineLine, detectEmergency, disclaimerFor, emergencyNotice } from './safety';

export interface GuardOptions {
  domain: AssistantDomain;
  /** What the person wrote (this message and their recent ones): red flags are looked for here. */
  userText: string;
  source: AsyncIterable<string>;
  /** The closing line that offers the matching verified expert; written after the answer. */
  closing?: () => Promise<string | null>;
}

const SENTENCE_END = /[.!?:\n](?=\s|$)/g;

function lastSentenceEnd(text: string): number {
  let end = -1;
  for (const match of text.matchAll(SENTENCE_END)) end = match.index + 1;
  return end;
}

/**
 * Runs the safety rails (safety.ts) over a streamed answer. Text is released a sentence at a time, after the
 * check: a sentence that crosses the line never reaches the browser, and what was sent before it is replaced
 * by the safe answer. The emergency advice, when the person's words carry a red flag, comes before anything
 * else. The first piece is awaited before anything is yielded, so a provider failure (429, 402, timeout) can
 * still become the HTTP status of the answer.
 */
export async function* guardAnswer({ domain, userText, source, closing }: GuardOptions): AsyncGenerator<AssistantStreamEvent> {
  const iterator = source[Symbol.asyncIterator]();
  let next = await iterator.next();
  const emergency = detectEmergency(userText);
  const preface = emergency.emergency ? `${emergencyNotice(emergency)}\n\n` : '';
  if (preface) yield { type: 'delta', text: preface };

  const diagnosis = domain === 'medical';
  let sent = '';
  let pending = '';
  let replaced = false;
  const release = (text: string): AssistantStreamEvent => {
    if (crossesTelemedicineLine(sent + text, { diagnosis })) {
      replaced = true;
      return { type: 'replace', text: `${preface}${SAFE_MEDICAL_ANSWER}` };
    }
    sent += text;
    return { type: 'delta', text };
  };

  while (!next.done && !replaced) {
    pending += next.value;
    const end = lastSentenceEnd(pending);
    if (end > 0) {
      const event = release(pending.slice(0, end));
      pending = pending.slice(end);
      yield event;
    }
    if (replaced) break;
    next = await iterator.next();
  }
  if (replaced) await iterator.return?.();
  else if (pending.trim()) yield release(pending);

  // Spec 000 §7: an empty answer is shown as an apology by the page, so nothing is added to nothing.
  const answered = replaced || sent.trim().length > 0 || preface.length > 0;
  if (answered) {
    const parts = [disclaimerFor(replaced ? 'medical' : domain), await closing?.()].filter((part): part is string => Boolean(part));
    if (parts.length > 0) yield { type: 'delta', text: `\n\n${parts.join('\n\n')}` };
  }
  yield { type: 'done' };
}

/** The whole answer as one text, for callers that do not stream. */
export async function guardedText(options: GuardOptions): Promise<string> {
  let text = '';
  for await (const event of guardAnswer(options)) {
    if (event.type === 'delta') text += event.text;
    else if (event.type === 'replace') text = event.text;
  }
  return text;
}

/** For short texts (triage follow-ups and analyses): the text, or the fallback when it crosses the line. */
export function guardShortText(text: string, fallback: string): string {
  return text.trim() && !crossesTelemedicineLine(text) ? text.trim() : fallback;
}
