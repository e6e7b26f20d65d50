import { TRIAGE_FAILURE_TEXTS } from '@sahay/domain/ai-triage-texts';
import type { TriageAnalysis } from '@sahay/domain/ai-triage';
import { TRIAGE_AGE_RETRY, TRIAGE_PROMPTS, applyTriageAnswer, emptyTriageData, type TriageStep } from '@sahay/domain/triage-conversation';
import { scoreTriage, type RiskScore, type TriagePatientData } from '@sahay/domain/triage-scoring';
import { useCallback, useMemo, useRef, useState } from 'react';
import { newConversationId } from '@/lib/conversation-id';
import { useRedFlags } from '@/lib/use-red-flags';
import { fetchAnalysis, fetchFollowUp } from './triage-api';

/** Spec 001 §3: a triage chat message; bot messages carry the risk factors so far, the analysis the full score. */
export interface TriageMessage {
  id: string;
  type: 'user' | 'bot';
  content: string;
  timestamp: string;
  data?: { riskScore?: RiskScore };
}

let counter = 0;
const message = (type: TriageMessage['type'], content: string, data?: TriageMessage['data']): TriageMessage => ({
  id: `m${++counter}`,
  type,
  content,
  timestamp: new Date().toISOString(),
  data,
});

const initial = () => [message('bot', TRIAGE_PROMPTS.age)];

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

  const say = (text: string, extra?: TriageMessage['data']) => setMessages((current) => [...current, message('bot', text, extra)]);

  const analyse = useCallback(async (patient: TriagePatientData) => {
    const run = generation.current;
    setPending(true);
    setAnalysisFailed(false);
    try {
      const analysis = await fetchAnalysis(patient, conversation.current);
      if (run !== generation.current) return;
      setResult(analysis);
      say(analysis.analysis, { riskScore: scoreTriage(patient) });
    } catch {
      if (run !== generation.current) return;
      setAnalysisFailed(true);
      say(TRIAGE_FAILURE_TEXTS.analysis);
    } finally {
      if (run === generation.current) setPending(false);
    }
  }, []);

  const send = useCallback(
    async (text: string) => {
      const answer = text.trim();
      if (!answer || pending || step === 'analysis') return;
      setMessages((current) => [...current, message('user', answer)]);
      // Issue 13: red flags are read on the device before any call, so the banner shows even when the AI is down.
      checkRedFlags(answer);
      const turn = applyTriageAnswer(step, data, answer);
      if (!turn.accepted) {
        say(TRIAGE_AGE_RETRY);
        return;
      }
      setData(turn.data);
      setStep(turn.next);
      if (turn.next === 'analysis') {
        say(TRIAGE_PROMPTS.analysis);
        await analyse(turn.data);
        return;
      }
      const run = generation.current;
      // Spec 001 §2.6: each message shows the risk factors so far, computed here with the domain's own scoring.
      const factors = turn.data.age === undefined ? undefined : { riskScore: scoreTriage(turn.data) };
      setPending(true);
      try {
        const { message: question } = await fetchFollowUp({
          step: turn.next,
          data: turn.data,
          lastAnswer: answer,
          conversationId: conversation.current,
        });
        if (run === generation.current) say(question, factors);
      } catch {
        // Spec 001 §8: the follow-up failure text, then the question itself so the conversation can go on.
        if (run === generation.current) say(`${TRIAGE_FAILURE_TEXTS.followUp} ${TRIAGE_PROMPTS[turn.next]}`, factors);
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
