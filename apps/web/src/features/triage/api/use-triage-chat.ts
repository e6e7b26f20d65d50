import { TRIAGE_FAILURE_TEXTS } from '@sahay/domain/ai-triage-texts';
import type { TriageAnalysis } from '@sahay/domain/ai-triage';
import { TRIAGE_AGE_RETRY, TRIAGE_PROMPTS, applyTriageAnswer, emptyTriageData, type TriageStep } from '@sahay/domain/triage-conversation';
import { scoreTriage, type RiskScore, type TriagePatientData } from '@sahay/domain/triage-scoring';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { MessageKey } from '@/i18n/message-keys';
import { newConversationId } from '@/lib/conversation-id';
import { useRedFlags } from '@/lib/use-red-flags';
import { PROMPT_KEYS } from '../triage-messages';
import { fetchAnalysis, fetchFollowUp } from './triage-api';

/** Spec 001 §3: a triage chat message; bot messages carry the risk factors so far, the analysis the full score. */
export interface TriageMessage {
  id: string;
  type: 'user' | 'bot';
  content: string;
  timestamp: string;
  data?: { riskScore?: RiskScore };
  /** Issue 20: the bot's fixed texts, said in the reader's language when shown (`content` keeps the English). */
  words?: { prefix?: string; keys: MessageKey[] };
}

/** A fixed text of the bot's: its English as content, its keys to say it in the reader's language. */
interface Said {
  text: string;
  words?: TriageMessage['words'];
}

let counter = 0;
const message = (type: TriageMessage['type'], said: Said, data?: TriageMessage['data']): TriageMessage => ({
  id: `m${++counter}`,
  type,
  content: said.text,
  timestamp: new Date().toISOString(),
  data,
  ...(said.words ? { words: said.words } : {}),
});

const prompt = (step: TriageStep): Said => ({ text: TRIAGE_PROMPTS[step], words: { keys: [PROMPT_KEYS[step]] } });

/** The server's question: when it is the domain's own (no AI provider), after any emergency line, it is translated. */
function question(text: string, step: TriageStep): Said {
  const own = TRIAGE_PROMPTS[step];
  if (text === own) return prompt(step);
  if (text.endsWith(`\n\n${own}`)) return { text, words: { prefix: text.slice(0, -own.length), keys: [PROMPT_KEYS[step]] } };
  return { text };
}

const initial = () => [message('bot', prompt('age'))];

/** Spec 001 §4.3: the conversation's steps, parsing and the analysis at the end. */
export function useTriageChat() {
  const [messages, setMessages] = useState<TriageMessage[]>(initial);
  const [step, setStep] = useState<TriageStep>('age');
  const [data, setData] = useState<TriagePatientData>(emptyTriageData);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<TriageAnalysis | null>(null);
  const [analysisFailed, setAnalysisFailed] = useState(false);
  const generation = useRef(0);
  // Docs/decisions/032: the server counts one chat once against the AI allowance.
  const conversation = useRef(newConversationId());
  const { flags: redFlags, check: checkRedFlags, reset: resetRedFlags } = useRedFlags();
  // Spec 001 §9: the score is the domain's, computed here the moment the answers are complete, so it shows before
  // (and without) the server's analysis; the server only adds the narrative and the experts.
  const risk = useMemo(() => (step === 'analysis' ? scoreTriage(data) : null), [step, data]);

  const say = (said: Said, extra?: TriageMessage['data']) => setMessages((current) => [...current, message('bot', said, extra)]);

  const analyse = useCallback(async (patient: TriagePatientData) => {
    const run = generation.current;
    setPending(true);
    setAnalysisFailed(false);
    try {
      const analysis = await fetchAnalysis(patient, conversation.current);
      if (run !== generation.current) return;
      setResult(analysis);
      say({ text: analysis.analysis }, { riskScore: scoreTriage(patient) });
    } catch {
      if (run !== generation.current) return;
      setAnalysisFailed(true);
      say({ text: TRIAGE_FAILURE_TEXTS.analysis, words: { keys: ['triage.failure.analysis'] } });
    } finally {
      if (run === generation.current) setPending(false);
    }
  }, []);

  // `shown` is what the person's bubble says when it differs from the answer given to the domain's rules (a quick
  // answer in Hindi sends the English the rules understand).
  const send = useCallback(
    async (text: string, shown?: string) => {
      const answer = text.trim();
      if (!answer || pending || step === 'analysis') return;
      setMessages((current) => [...current, message('user', { text: shown ?? answer })]);
      // Issue 13: red flags are read on the device before any call, so the banner shows even when the AI is down.
      checkRedFlags(answer);
      const turn = applyTriageAnswer(step, data, answer);
      if (!turn.accepted) {
        say({ text: TRIAGE_AGE_RETRY, words: { keys: ['triage.ageRetry'] } });
        return;
      }
      setData(turn.data);
      setStep(turn.next);
      if (turn.next === 'analysis') {
        say(prompt('analysis'));
        await analyse(turn.data);
        return;
      }
      const run = generation.current;
      // Spec 001 §2.6: each message shows the risk factors so far, computed here with the domain's own scoring.
      const factors = turn.data.age === undefined ? undefined : { riskScore: scoreTriage(turn.data) };
      setPending(true);
      try {
        const { message: asked } = await fetchFollowUp({
          step: turn.next,
          data: turn.data,
          lastAnswer: answer,
          conversationId: conversation.current,
        });
        if (run === generation.current) say(question(asked, turn.next), factors);
      } catch {
        // Spec 001 §8: the follow-up failure text, then the question itself so the conversation can go on.
        if (run === generation.current) {
          const text = `${TRIAGE_FAILURE_TEXTS.followUp} ${TRIAGE_PROMPTS[turn.next]}`;
          say({ text, words: { keys: ['triage.failure.followUp', PROMPT_KEYS[turn.next]] } }, factors);
        }
      } finally {
        if (run === generation.current) setPending(false);
      }
    },
    [analyse, checkRedFlags, data, pending, step],
  );

  // Spec 001 §4.3: reset returns to the greeting asking for the age, with empty lists.
  const reset = useCallback(() => {
    generation.current += 1;
    conversation.current = newConversationId();
    setMessages(initial());
    setStep('age');
    setData(emptyTriageData());
    setPending(false);
    setResult(null);
    setAnalysisFailed(false);
    resetRedFlags();
  }, [resetRedFlags]);

  const retryAnalysis = useCallback(() => analyse(data), [analyse, data]);

  return {
    messages,
    step,
    data,
    pending,
    result,
    risk,
    redFlags,
    analysisFailed,
    send,
    reset,
    retryAnalysis,
  };
}
