import type { AssistantDomain, AssistantStreamEvent } from '@sahay/domain';
import { SAFE_MEDICAL_ANSWER, crossesTelemedicineLine, disclaimerFor, emergencyAnswer, redFlagsIn, redFlagsInAnswer, type RedFlags } from './safety';

export interface GuardOptions {
  domain: AssistantDomain;
  /** What the person just wrote: red flags are looked for here before any provider is asked. */
  userText: string;
  /** The provider's answer; never called when the person's words carry a red flag. */
  source: () => AsyncIterable<string>;
  /** The closing line that offers a verified expert; given the red flags when the answer is an emergency one. */
  closing?: (flags: RedFlags | null) => Promise<string | null>;
  /**
   * Whether the answer's own words are read for red flags: yes for a model, whose words nobody reviewed; no for
   * the offline assistant, whose curated articles describe warning signs on purpose.
   */
  readAnswer?: boolean;
}

const SENTENCE_END = /[.!?:\n](?=\s|$)/g;

function lastSentenceEnd(text: string): number {
  let end = -1;
  for (const match of text.matchAll(SENTENCE_END)) end = match.index + 1;
  return end;
}

/** The disclaimer and the closing offer after an answer, as one event; none when there is neither. */
function ending(domain: AssistantDomain, closing: string | null | undefined): AssistantStreamEvent[] {
  const parts = [disclaimerFor(domain), closing].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? [{ type: 'delta', text: `\n\n${parts.join('\n\n')}` }] : [];
}

/**
 * Runs the safety rails (safety.ts) over an answer. A red flag in the person's words is answered at once with
 * the emergency line and first aid for that emergency, as the first streamed event, and the provider is not
 * asked. Otherwise the provider's text is released a sentence at a time, after two checks: a sentence that
 * crosses the Telemedicine line is replaced by the safe answer, and one that raises a red flag about the
 * person (in a health answer) by the emergency answer; neither sentence reaches the browser. The first piece is
 * awaited before anything is yielded, so a provider failure (429, 402, timeout) can still become the HTTP status.
 */
export async function* guardAnswer({ domain, userText, source, closing, readAnswer = true }: GuardOptions): AsyncGenerator<AssistantStreamEvent> {
  const flags = redFlagsIn(userText);
  if (flags.emergency) {
    yield { type: 'delta', text: emergencyAnswer(flags, userText) };
    yield* ending('medical', await closing?.(flags));
    yield { type: 'done' };
    return;
  }

  const iterator = source()[Symbol.asyncIterator]();
  let next = await iterator.next();
  const medical = domain === 'medical';
  let sent = '';
  let pending = '';
  let replacedBy: RedFlags | 'safe' | null = null;
  const release = (text: string): AssistantStreamEvent => {
    const answer = sent + text;
    const raised = medical && readAnswer ? redFlagsInAnswer(answer) : null;
    if (raised?.emergency) {
      replacedBy = raised;
      return { type: 'replace', text: emergencyAnswer(raised, userText) };
    }
    if (crossesTelemedicineLine(answer, { diagnosis: medical })) {
      replacedBy = 'safe';
      return { type: 'replace', text: SAFE_MEDICAL_ANSWER };
    }
    sent = answer;
    return { type: 'delta', text };
  };

  while (!next.done && !replacedBy) {
    pending += next.value;
    const end = lastSentenceEnd(pending);
    if (end > 0) {
      const event = release(pending.slice(0, end));
      pending = pending.slice(end);
      yield event;
    }
    if (replacedBy) break;
    next = await iterator.next();
  }
  if (replacedBy) await iterator.return?.();
  else if (pending.trim()) yield release(pending);

  // Spec 000 §7: an empty answer is shown as an apology by the page, so nothing is added to nothing.
  if (replacedBy || sent.trim().length > 0) {
    const emergency = replacedBy && replacedBy !== 'safe' ? (replacedBy as RedFlags) : null;
    yield* ending(replacedBy ? 'medical' : domain, await closing?.(emergency));
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
