import { TRIAGE_DISCLAIMER } from '@sahay/domain/ai-triage-texts';
import type { TriageStep } from '@sahay/domain/triage-conversation';
import { FAMILY_GENDER_LABELS, triageAgeFromDateOfBirth } from '@sahay/domain/family-member-rules';
import { indiaDate } from '@sahay/domain/india-date';
import type { PersonDetails } from '@sahay/domain/person-details';
import { RotateCcw, ShieldAlert, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { revealLatest } from '@/components/chat/reveal-latest';
import { ChatBubble, TypingIndicator } from '@/components/chat/chat-bubble';
import { ChatComposer } from '@/components/chat/chat-composer';
import { EmergencyBanner } from '@/components/emergency-banner';
import { PersonChooser } from '@/components/person-chooser';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePerson } from '@/lib/person-prefill';
import { useTriageChat } from '../api/use-triage-chat';
import { RecommendedExperts } from './recommended-experts';
import { RiskCard, RiskFactors } from './risk-card';

// Quick answers for the steps where most people type the same thing.
const QUICK_REPLIES: Partial<Record<TriageStep, readonly string[]>> = {
  gender: ['Male', 'Female', 'Other'],
  duration: ['Suddenly', 'A few hours', 'A few days', 'Over a week'],
  additional_symptoms: ['None'],
  medical_history: ['None'],
  medications: ['None'],
};

/** The answer the box offers at the age and gender questions, when Sahay knows them; '' otherwise. */
function suggestedAnswer(step: TriageStep, person: PersonDetails | null): string {
  if (step === 'age' && person?.dateOfBirth) return String(triageAgeFromDateOfBirth(person.dateOfBirth, indiaDate(new Date())));
  if (step === 'gender' && person?.gender) return FAMILY_GENDER_LABELS[person.gender];
  return '';
}

/** Spec 001 §2.6: the AI health triage chat. */
export function TriagePage() {
  const { messages, step, pending, result, risk, redFlags, analysisFailed, send, reset, retryAnalysis } = useTriageChat();
  const logRef = useRef<HTMLDivElement>(null);
  const done = step === 'analysis';
  const quick = QUICK_REPLIES[step];
  // Issue 14 part 8: a child's triage uses the child's age. At the age question, a patient with family members
  // says who it is for. Issue 21 part 3: the answer box offers that person's age (from the date of birth; months as a
  // fraction under one year) and then their gender, from the profile or the member; what the person types stays.
  const [forMember, setForMember] = useState<string | null>(null);
  const { members, details } = usePerson(forMember);
  const draft = suggestedAnswer(step, details);
  const restart = () => {
    setForMember(null);
    reset();
  };

  useEffect(() => {
    // Scrolls the conversation, not the page: the risk card and experts stay where the person left them.
    revealLatest(logRef.current);
  }, [messages.length, pending]);

  return (
    <main className="mx-auto w-full max-w-6xl px-4 pb-10 pt-5 md:pt-8">
      <header className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">AI Health Assistant</h1>
        <p className="mt-1 text-muted-foreground">Answer a few questions to learn how urgent your symptoms are and which doctor can help.</p>
      </header>
      {redFlags.emergency || redFlags.selfHarm ? <EmergencyBanner flags={redFlags} className="mb-4" /> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4 lg:order-2">
          <RiskCard risk={risk} />
          {risk ? <RecommendedExperts risk={risk} recommendation={result?.recommendation ?? null} failed={analysisFailed} /> : null}
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={restart}>
              <RotateCcw aria-hidden />
              Start New Assessment
            </Button>
            <Button asChild variant="soft">
              <Link to="/expert-selection">
                <Users aria-hidden />
                Browse All Experts
              </Link>
            </Button>
          </div>
        </div>
        <Card className="flex min-h-[28rem] flex-col overflow-hidden lg:order-1">
          <div
            ref={logRef}
            className="max-h-[60vh] flex-1 overflow-y-auto lg:max-h-[36rem]"
            role="log"
            aria-live="polite"
            aria-label="Conversation with the AI Health Assistant"
          >
            <ol className="space-y-3 p-3 sm:p-4">
              {messages.map((m) => (
                <ChatBubble
                  key={m.id}
                  from={m.type === 'user' ? 'user' : 'assistant'}
                  text={m.content}
                  footer={m.data?.riskScore ? <RiskFactors risk={m.data.riskScore} /> : null}
                />
              ))}
              {pending ? <TypingIndicator /> : null}
            </ol>
          </div>
          <div className="space-y-2 border-t border-border p-3">
            {analysisFailed && !pending ? (
              <Button variant="outline" className="w-full" onClick={() => void retryAnalysis()}>
                Try the analysis again
              </Button>
            ) : null}
            {step === 'age' && members.length > 0 ? (
              <PersonChooser legend="Who is this for?" members={members} value={forMember} onChange={setForMember} />
            ) : null}
            {quick && !done ? (
              <div className="flex flex-wrap gap-2" aria-label="Quick answers">
                {quick.map((reply) => (
                  <Button key={reply} variant="soft" size="sm" className="min-h-11" disabled={pending} onClick={() => void send(reply)}>
                    {reply}
                  </Button>
                ))}
              </div>
            ) : null}
            {done ? (
              <p className="text-center text-sm text-muted-foreground">Assessment complete. Start a new one to change your answers.</p>
            ) : (
              <ChatComposer suggestedText={draft} onSend={(text) => void send(text)} disabled={pending} label="Your answer" placeholder="Type your answer..." />
            )}
          </div>
        </Card>
      </div>
      <p
        role="note"
        className="mt-4 flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Medical disclaimer: </strong>
          {TRIAGE_DISCLAIMER}
        </span>
      </p>
    </main>
  );
}
