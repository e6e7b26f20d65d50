import type { TriageStep } from '@sahay/domain/triage-conversation';
import { triageAgeFromDateOfBirth } from '@sahay/domain/family-member-rules';
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
import { loadArea, useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { usePerson } from '@/lib/person-prefill';
import { useTriageChat, type TriageMessage } from '../api/use-triage-chat';
import { TRIAGE_AREA } from '../triage-messages';
import { RecommendedExperts } from './recommended-experts';
import { RiskCard, RiskFactors } from './risk-card';
import { useHydrated } from '@/lib/use-hydrated';

type Translate = (key: MessageKey) => string;
interface QuickReply {
  /** What the domain's rules are given (spec 001 §4.3 understands 'None'), whatever the reader's language. */
  answer: string;
  label: MessageKey;
}

const MALE: QuickReply = { answer: 'Male', label: 'triage.quick.male' };
const FEMALE: QuickReply = { answer: 'Female', label: 'triage.quick.female' };
const OTHER: QuickReply = { answer: 'Other', label: 'triage.quick.other' };
const NONE: QuickReply = { answer: 'None', label: 'triage.quick.none' };

// Quick answers for the steps where most people type the same thing.
const QUICK_REPLIES: Partial<Record<TriageStep, readonly QuickReply[]>> = {
  gender: [MALE, FEMALE, OTHER],
  duration: [
    { answer: 'Suddenly', label: 'triage.quick.suddenly' },
    { answer: 'A few hours', label: 'triage.quick.fewHours' },
    { answer: 'A few days', label: 'triage.quick.fewDays' },
    { answer: 'Over a week', label: 'triage.quick.overWeek' },
  ],
  additional_symptoms: [NONE],
  medical_history: [NONE],
  medications: [NONE],
};
const GENDERS = { male: MALE, female: FEMALE, other: OTHER } as const;

/** The answer the box offers at the age and gender questions, when Sahay knows them; '' otherwise. */
function suggestedAnswer(step: TriageStep, person: PersonDetails | null, t: Translate): string {
  if (step === 'age' && person?.dateOfBirth) return String(triageAgeFromDateOfBirth(person.dateOfBirth, indiaDate(new Date())));
  if (step === 'gender' && person?.gender) return t(GENDERS[person.gender].label);
  return '';
}

/** A bot message in the reader's language when it is one of the bot's fixed texts; otherwise as it came. */
const shownText = (m: TriageMessage, t: Translate) => (m.words ? `${m.words.prefix ?? ''}${m.words.keys.map((key) => t(key)).join(' ')}` : m.content);

/** Spec 001 §2.6: the AI health triage chat. */
export function TriagePage() {
  const { t, language } = useT(TRIAGE_AREA);
  // The emergency card's words load now, so a red flag later shows it at once rather than the page's loading state.
  useEffect(() => void loadArea(language, 'emergency').catch(() => undefined), [language]);
  const { messages, step, pending, result, risk, redFlags, analysisFailed, send, reset, retryAnalysis } = useTriageChat();
  // The page is prerendered (issue 17): until the script has taken it over, an answer typed or pressed would be lost.
  const hydrated = useHydrated();
  const busy = pending || !hydrated;
  const logRef = useRef<HTMLDivElement>(null);
  const done = step === 'analysis';
  const quick = QUICK_REPLIES[step];
  // Issue 14 part 8: a child's triage uses the child's age. At the age question, a patient with family members
  // says who it is for. Issue 21 part 3: the answer box offers that person's age (from the date of birth; months as a
  // fraction under one year) and then their gender, from the profile or the member; what the person types stays.
  const [forMember, setForMember] = useState<string | null>(null);
  const { members, details } = usePerson(forMember);
  const draft = suggestedAnswer(step, details, t);
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
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('triage.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('triage.intro')}</p>
      </header>
      {redFlags.emergency || redFlags.selfHarm ? <EmergencyBanner flags={redFlags} className="mb-4" /> : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4 lg:order-2">
          <RiskCard risk={risk} />
          {risk ? <RecommendedExperts risk={risk} recommendation={result?.recommendation ?? null} failed={analysisFailed} /> : null}
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={restart}>
              <RotateCcw aria-hidden />
              {t('triage.startNew')}
            </Button>
            <Button asChild variant="soft">
              <Link to="/expert-selection">
                <Users aria-hidden />
                {t('triage.browseAll')}
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
            aria-label={t('triage.conversation')}
          >
            <ol className="space-y-3 p-3 sm:p-4">
              {messages.map((m) => (
                <ChatBubble
                  key={m.id}
                  from={m.type === 'user' ? 'user' : 'assistant'}
                  text={shownText(m, t)}
                  footer={m.data?.riskScore ? <RiskFactors risk={m.data.riskScore} /> : null}
                />
              ))}
              {pending ? <TypingIndicator /> : null}
            </ol>
          </div>
          <div className="space-y-2 border-t border-border p-3">
            {analysisFailed && !pending ? (
              <Button variant="outline" className="w-full" onClick={() => void retryAnalysis()}>
                {t('triage.retryAnalysis')}
              </Button>
            ) : null}
            {step === 'age' && members.length > 0 ? (
              <PersonChooser legend={t('triage.whoFor')} members={members} value={forMember} onChange={setForMember} />
            ) : null}
            {quick && !done ? (
              <div className="flex flex-wrap gap-2" aria-label={t('triage.quickAnswers')}>
                {quick.map(({ answer, label }) => (
                  <Button key={answer} variant="soft" size="sm" className="min-h-11" disabled={busy} onClick={() => void send(answer, t(label))}>
                    {t(label)}
                  </Button>
                ))}
              </div>
            ) : null}
            {done ? (
              <p className="text-center text-sm text-muted-foreground">{t('triage.complete')}</p>
            ) : (
              <ChatComposer
                suggestedText={draft}
                onSend={(text) => void send(text)}
                disabled={busy}
                label={t('triage.yourAnswer')}
                placeholder={t('triage.typeAnswer')}
              />
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
          <strong>{t('triage.disclaimerLabel')} </strong>
          {t('triage.disclaimer')}
        </span>
      </p>
    </main>
  );
}
