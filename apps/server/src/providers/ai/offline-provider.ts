import { AI_ASSESSMENT_QUESTION_COUNT, ASSISTANT_PERSONAS } from '@sahay/domain';
import type { AiProvider, ChatInput, TriageQuestionInput } from './ai-provider';
import { KNOWLEDGE } from './knowledge/index';
import type { KnowledgeEntry } from './knowledge/types';
import { offlineTriageAnalysis, offlineTriageFollowUp } from './offline-triage';
import { retrieve } from './retrieval';
import { TRIAGE_QUESTION_BANK, symptomPhrase } from './triage-question-bank';
import { TRIAGE_QUESTION_BANK_HINDI, symptomPhraseHindi } from './triage-question-bank-hindi';

// Someone asking which medicine or how much of it: TPG 2020 §5.4 allows only a doctor to answer that.
const MEDICINE_REQUEST =
  /\b(dose|dosage|how many (mg|tablets?|pills?)|how much .{0,30}(take|give)|which (medicine|tablet|antibiotic|drug|pill|syrup)|what (medicine|tablet|antibiotic|drug|pill|syrup)|can i take|should i take|prescribe|\d+\s?mg)\b/i;

const MEDICINE_ENTRY_ID = 'medicine-dose-question';

function composeEntry(entry: KnowledgeEntry): string {
  return [`**${entry.title}**`, entry.answer, '**What you can do now:**', ...entry.steps.map((step) => `- ${step}`)].join('\n');
}

function firstSentence(text: string): string {
  const match = /^.*?[.!?](\s|$)/.exec(text);
  return (match?.[0] ?? text).trim();
}

/** The composed answer for a message, from the best entries of the domain's knowledge base. */
export function composeOfflineAnswer(input: ChatInput): string {
  if (input.domain === 'medical' && MEDICINE_REQUEST.test(input.message)) {
    const entry = KNOWLEDGE.medical.find((candidate) => candidate.id === MEDICINE_ENTRY_ID);
    if (entry) return composeEntry(entry);
  }
  const [best, second] = retrieve(input.domain, input.message, input.history);
  if (!best) {
    const { title } = ASSISTANT_PERSONAS[input.domain];
    return `I’m sorry, I don’t have reliable information about that yet. ${title} covers common questions, and I would rather not guess. A verified expert can look at your situation properly.`;
  }
  const parts = [composeEntry(best.entry)];
  if (second && second.score >= best.score * 0.6) {
    parts.push(`**Related: ${second.entry.title}.** ${firstSentence(second.entry.answer)}`);
  }
  return parts.join('\n\n');
}

/** Splits a text into word-sized pieces, as a streaming model would send them. */
function* pieces(text: string): Generator<string> {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < tokens.length; i += 4) yield tokens.slice(i, i + 4).join('');
}

export function offlineTriageQuestion({ questionNumber, symptoms, department, language }: TriageQuestionInput): string {
  const bank = (language === 'hi' ? TRIAGE_QUESTION_BANK_HINDI : TRIAGE_QUESTION_BANK)[department];
  const index = Math.min(Math.max(questionNumber, 1), AI_ASSESSMENT_QUESTION_COUNT) - 1;
  return (bank[index] ?? bank[0]).replace('{symptoms}', language === 'hi' ? symptomPhraseHindi(symptoms) : symptomPhrase(symptoms));
}

/** The local default: curated knowledge, retrieval and composed answers, no network and no keys. */
export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    async *streamChat(input) {
      await Promise.resolve();
      yield* pieces(composeOfflineAnswer(input));
    },
    triageQuestion: (input) => Promise.resolve(offlineTriageQuestion(input)),
    triageFollowUp: (input) => Promise.resolve(offlineTriageFollowUp(input)),
    triageAnalysis: (input) => Promise.resolve(offlineTriageAnalysis(input)),
    // The catalogue's order is the answer: no model to weigh the description again.
    chooseProblemRoutes: (input) => Promise.resolve({ order: input.candidates.map((candidate) => candidate.category) }),
  };
}
