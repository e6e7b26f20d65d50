import { AI_ASSESSMENT_QUESTION_COUNT, ASSISTANT_PERSONAS, urgencyFor, type RiskCategory, type TriageQuestionRequest } from '@sahay/domain';
import type { AiProvider, ChatInput, TriageAnalysisInput, TriageFollowUpInput } from './ai-provider';
import { KNOWLEDGE } from './knowledge/index';
import type { KnowledgeEntry } from './knowledge/types';
import { retrieve } from './retrieval';
import { TRIAGE_QUESTION_BANK, symptomPhrase } from './triage-question-bank';

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

const CATEGORY_ADVICE: Record<RiskCategory, string> = {
  emergency:
    'Your answers include warning signs that need care **now**. Call 112 or go to the nearest emergency department immediately; do not wait for an online consultation.',
  high: 'Your answers suggest you should be seen by a doctor **within 24 hours**. If anything gets worse, such as pain, breathing or confusion, call 112.',
  moderate: 'Your answers suggest you should see a doctor **within the next few days**. Rest, drink fluids, and watch for any new or worsening symptoms.',
  low: 'Your answers suggest a low risk right now. Self-care such as rest and fluids is reasonable; book a routine consultation if it does not improve or you are worried.',
};

const URGENCY_WORDS = { immediate: 'immediately', within_24h: 'within 24 hours', within_week: 'within a week', routine: 'at a convenient time' } as const;

export function offlineTriageAnalysis({ data, risk }: TriageAnalysisInput): string {
  const about = [
    data.age === undefined ? null : `age ${data.age}`,
    data.primarySymptom?.toLowerCase(),
    data.symptomDuration ? `duration: ${data.symptomDuration.toLowerCase()}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    `Thank you for your answers${about ? ` (${about})` : ''}. Your risk score is **${risk.overall}/100**, which puts you in the **${risk.category}** category.`,
    CATEGORY_ADVICE[risk.category],
    `The right kind of doctor to see is **${risk.recommendedSpecialty}**, ${URGENCY_WORDS[urgencyFor(risk.category)]}. I’ve listed verified experts below.`,
    'This is not a diagnosis: only a doctor who examines you can say what is causing your symptoms.',
  ].join('\n\n');
}

const ACKNOWLEDGEMENTS: Partial<Record<TriageFollowUpInput['step'], string>> = {
  gender: 'Thank you.',
  primary_symptom: 'Got it.',
  duration: 'I’m sorry you’re dealing with that.',
  pain_level: 'Thanks, that helps.',
  additional_symptoms: 'Noted.',
  medical_history: 'Thank you.',
  medications: 'Understood.',
};

export function offlineTriageFollowUp({ step, question }: TriageFollowUpInput): string {
  const acknowledgement = ACKNOWLEDGEMENTS[step];
  return acknowledgement ? `${acknowledgement} ${question}` : question;
}

export function offlineTriageQuestion({ questionNumber, symptoms, department }: TriageQuestionRequest): string {
  const bank = TRIAGE_QUESTION_BANK[department];
  const index = Math.min(Math.max(questionNumber, 1), AI_ASSESSMENT_QUESTION_COUNT) - 1;
  return (bank[index] ?? bank[0]).replace('{symptoms}', symptomPhrase(symptoms));
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
