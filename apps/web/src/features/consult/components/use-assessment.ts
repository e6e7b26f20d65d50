import type { Department } from '@sahay/domain/categories';
import {
  AI_ASSESSMENT_CLOSING_LINE,
  AI_ASSESSMENT_COMPLETE_MS,
  AI_ASSESSMENT_NEXT_QUESTION_MS,
  AI_ASSESSMENT_QUESTION_COUNT,
} from '@sahay/domain/triage-questions';
import { detectRedFlags } from '@sahay/domain/red-flags';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { newConversationId } from '@/lib/conversation-id';
import { mergeRedFlags, useRedFlags } from '@/lib/use-red-flags';
import { fetchTriageQuestion } from '../api/triage-question';

export interface ChatLine {
  from: 'ai' | 'patient';
  text: string;
}
export interface QuestionAnswer {
  question: string;
  answer: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 001 §4.1 step 3: five questions one at a time; each answer brings the next after 0.5 s; after the fifth the
 * closing line, and 1.5 s later the transcript is handed on.
 */
export function useAssessment(input: { symptoms: string; department: Department; onComplete: (transcript: QuestionAnswer[]) => void }) {
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [thinking, setThinking] = useState(true);
  const [done, setDone] = useState(false);
  const [answered, setAnswered] = useState(0);
  const transcript = useRef<QuestionAnswer[]>([]);
  const current = useRef<string | null>(null);
  // Bumped by every mount and unmount: an answer that arrives for an older one (StrictMode, a closed modal) is dropped.
  const generation = useRef(0);
  // Docs/decisions/032: the server counts the five questions once against the AI allowance.
  const conversation = useRef(newConversationId());
  const { symptoms, department, onComplete } = input;
  // Issue 13: the symptoms typed at the start and every answer are read for red flags on the device, at once.
  const { flags: answerFlags, check: checkRedFlags } = useRedFlags();
  const redFlags = useMemo(() => mergeRedFlags(detectRedFlags(symptoms), answerFlags), [symptoms, answerFlags]);

  const ask = useCallback(
    async (questionNumber: number, delayMs: number) => {
      const mine = generation.current;
      setThinking(true);
      const [question] = await Promise.all([
        fetchTriageQuestion({ questionNumber, symptoms, department, conversationId: conversation.current }),
        wait(delayMs),
      ]);
      if (generation.current !== mine) return;
      current.current = question;
      setLines((previous) => [...previous, { from: 'ai', text: question }]);
      setThinking(false);
    },
    [symptoms, department],
  );

  useEffect(() => {
    generation.current += 1;
    const mounted = generation.current;
    if (transcript.current.length === 0 && current.current === null) void ask(1, 0);
    return () => {
      if (generation.current === mounted) generation.current += 1;
    };
  }, [ask]);

  const answer = useCallback(
    (text: string) => {
      const question = current.current;
      if (!question || thinking || done) return;
      checkRedFlags(text);
      current.current = null;
      transcript.current = [...transcript.current, { question, answer: text }];
      setLines((previous) => [...previous, { from: 'patient', text }]);
      const count = transcript.current.length;
      setAnswered(count);
      if (count < AI_ASSESSMENT_QUESTION_COUNT) {
        void ask(count + 1, AI_ASSESSMENT_NEXT_QUESTION_MS);
        return;
      }
      setDone(true);
      setLines((previous) => [...previous, { from: 'ai', text: AI_ASSESSMENT_CLOSING_LINE }]);
      const mine = generation.current;
      setTimeout(() => {
        if (generation.current === mine) onComplete(transcript.current);
      }, AI_ASSESSMENT_COMPLETE_MS);
    },
    [ask, checkRedFlags, done, onComplete, thinking],
  );

  return { lines, thinking, done, answer, redFlags, questionNumber: Math.min(answered + 1, AI_ASSESSMENT_QUESTION_COUNT) };
}
