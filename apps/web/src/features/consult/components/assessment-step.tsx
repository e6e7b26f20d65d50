import type { Department } from '@sahay/domain/categories';
import { AI_ASSESSMENT_QUESTION_COUNT } from '@sahay/domain/triage-questions';
import { Bot, SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EmergencyBanner } from '@/components/emergency-banner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useAssessment, type QuestionAnswer } from './use-assessment';

import { useT } from '@/i18n/i18n';
import { CONSULT_AREA } from '../consult-area';

interface AssessmentStepProps {
  symptoms: string;
  department: Department;
  onComplete: (transcript: QuestionAnswer[]) => void;
}

/** Spec 001 §4.1 step 3: the AI assessment chat. */
export function AssessmentStep({ symptoms, department, onComplete }: AssessmentStepProps) {
  const { lines, thinking, done, answer, redFlags, questionNumber } = useAssessment({ symptoms, department, onComplete });
  const [draft, setDraft] = useState('');
  const { t } = useT(CONSULT_AREA);
  const input = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
    if (!thinking && !done) input.current?.focus();
  }, [lines.length, thinking, done]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || thinking || done) return;
    answer(text);
    setDraft('');
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      {redFlags.emergency || redFlags.selfHarm ? <EmergencyBanner flags={redFlags} /> : null}
      <p className="text-sm text-muted-foreground">
        {done ? t('consult.assessmentComplete') : t('consult.questionOf', { number: questionNumber, count: AI_ASSESSMENT_QUESTION_COUNT })}
      </p>
      <ol aria-label={t('consult.assessment')} aria-live="polite" className="flex min-h-48 flex-1 flex-col gap-2 overflow-y-auto rounded-2xl bg-muted/50 p-3">
        {lines.map((line, index) => (
          <li
            key={index}
            className={cn(
              'max-w-[85%] break-words rounded-2xl px-3.5 py-2 text-sm',
              line.from === 'ai' ? 'self-start bg-surface shadow-sm' : 'self-end bg-primary text-primary-foreground',
            )}
          >
            {line.from === 'ai' ? <span className="sr-only">{t('consult.ai')}</span> : <span className="sr-only">{t('consult.you')}</span>}
            {line.text}
          </li>
        ))}
        {thinking ? (
          <li className="flex items-center gap-2 self-start text-sm text-muted-foreground">
            <Bot aria-hidden className="size-4 animate-pulse" />
            {t('consult.thinking')}
          </li>
        ) : null}
        <li ref={end} aria-hidden className="h-0" />
      </ol>
      <form onSubmit={send} className="flex gap-2" aria-label={t('consult.answerForm')}>
        <label htmlFor="assessment-answer" className="sr-only">
          {t('consult.yourAnswer')}
        </label>
        <Input
          id="assessment-answer"
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={done ? t('consult.findingDoctors') : t('consult.typeAnswer')}
          disabled={done}
          autoComplete="off"
        />
        <Button type="submit" size="icon" aria-label={t('consult.sendAnswer')} disabled={thinking || done || draft.trim() === ''}>
          <SendHorizontal aria-hidden />
        </Button>
      </form>
    </div>
  );
}
