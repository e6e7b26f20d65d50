import { CONNECTED_TOAST_DELAY_MS, type ChatTurn, type PreConsultationFormValues } from '@sahay/domain';
import { Bot, ChevronLeft, LogIn, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { useSession } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { CONSULTATION_AREA } from '../ai-consultation-messages';
import { useHandoff } from '../api/use-handoff';
import { ConsultationChat } from './consultation-chat';
import { SetupForm } from './setup-form';
import { patientChatPath } from '@/lib/patient-chat-path';

type Stage = 'form' | 'intro' | 'chat';

/** Spec 001 §2.7 and §4.4: form, then intro, then the AI chat; 'Talk to Expert' opens a real consultation. */
export function AiConsultationPage() {
  const { t } = useT(CONSULTATION_AREA);
  const [stage, setStage] = useState<Stage>('form');
  const [form, setForm] = useState<PreConsultationFormValues | null>(null);
  const { user } = useSession();
  const handoff = useHandoff();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [needsLogin, setNeedsLogin] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const talkToExpert = (transcript: ChatTurn[]) => {
    if (!form) return;
    if (!user) {
      setNeedsLogin(true);
      return;
    }
    handoff.mutate(
      { form, transcript },
      {
        onSuccess: ({ expert }) => {
          toast.success(t('aiConsult.proceeding'), { description: t('aiConsult.sharing', { name: expert.name }) });
          // Spec 001 §9: 'Connected to Expert' 2 s after 'Proceeding to Expert', then the chat opens.
          timer.current = setTimeout(() => {
            toast.success(t('aiConsult.connected'), { description: `${expert.name} · ${expert.specialization}` });
            void navigate(patientChatPath(expert));
          }, CONNECTED_TOAST_DELAY_MS);
        },
      },
    );
  };

  const connecting = handoff.isPending || handoff.isSuccess;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-10 pt-5 md:pt-8">
      <header className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('aiConsult.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('aiConsult.intro')}</p>
      </header>

      {stage === 'form' ? (
        <Card className="p-5 sm:p-7">
          <SetupForm
            defaults={form ?? {}}
            onDone={(values) => {
              setForm(values);
              setStage('intro');
            }}
          />
        </Card>
      ) : null}

      {stage === 'intro' && form ? (
        <Card className="p-5 sm:p-7">
          <div className="flex items-start gap-3">
            <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Bot className="size-6" />
            </span>
            <div>
              <h2 className="text-lg font-semibold">
                {t('aiConsult.beforeYouSee', { name: form.name, specialty: t('aiConsult.specialtyName', { specialty: form.specialty }) })}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{t('aiConsult.aboutAi')}</p>
            </div>
          </div>
          <div className="mt-5 grid gap-2 sm:grid-cols-2">
            <Button size="lg" onClick={() => setStage('chat')}>
              <Bot aria-hidden />
              {t('aiConsult.startAi')}
            </Button>
            <Button size="lg" variant="outline" onClick={() => talkToExpert([])} disabled={connecting}>
              <UserRound aria-hidden />
              {t('aiConsult.skip')}
            </Button>
          </div>
          <Button variant="ghost" className="mt-3" onClick={() => setStage('form')}>
            <ChevronLeft aria-hidden />
            {t('aiConsult.edit')}
          </Button>
        </Card>
      ) : null}

      {stage === 'chat' && form ? <ConsultationChat form={form} connecting={connecting} onTalkToExpert={talkToExpert} /> : null}

      {needsLogin && !user ? (
        <Card role="alert" className="mt-4 flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{t('aiConsult.pleaseLogIn')}</p>
          <Button asChild variant="primary" className="shrink-0">
            <Link to="/patient-registration">
              <LogIn aria-hidden />
              {t('aiConsult.logIn')}
            </Link>
          </Button>
        </Card>
      ) : null}
    </main>
  );
}
