import { BadgeCheck, Clock, ShieldCheck, Smartphone, Star } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { useLiveFigures, type LiveFigures } from '@/lib/live-figures';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ExpertKinds } from '@/components/expert-kinds';
import { preloadAuthResolvers } from './auth-checks';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import { defineArea, useT } from '@/i18n/i18n';
import authEn from 'virtual:messages/en/auth';
import type { MessageKey } from '@/i18n/message-keys';

// Issue 20: the mobile-number forms load when chosen, outside the login page's bundle budget (decision 010).
const PhoneSignInForm = lazy(() => import('./phone-sign-in-form').then((m) => ({ default: m.PhoneSignInForm })));

type Mode = 'login' | 'signup';

const AREA = defineArea('auth', authEn);

/**
 * Issue 21 part 4: the figures counted now (as on the home page), not fixed marketing ones. While they load the
 * points say what they count without a number; a rating shows once an expert has one.
 */
function trustPoints(live: LiveFigures, t: (key: MessageKey, values?: Record<string, unknown>) => string) {
  return [
    { icon: BadgeCheck, text: live.experts ? t('auth.verifiedExpertsCount', { count: live.experts }) : t('auth.verifiedExperts') },
    ...(live.rating && live.rating !== 'New' ? [{ icon: Star, text: t('auth.averageRating', { rating: live.rating }) }] : []),
    { icon: Clock, text: t('auth.assistantFree') },
    { icon: ShieldCheck, text: t('auth.private') },
  ];
}

/** Spec 000 §2 "Login and sign-up page", at /patient-registration. */
export function AuthPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const byPhone = params.get('with') === 'phone';
  const live = useLiveFigures();
  const { t } = useT(AREA);
  useDocumentTitle(mode === 'login' ? t('auth.tabLogin') : t('auth.tabSignUp'), t('auth.tagline'));
  const modes = [
    { value: 'login', label: t('auth.tabLogin') },
    { value: 'signup', label: t('auth.tabSignUp') },
  ] as const;
  const setMode = (next: Mode) => setParams({ ...(next === 'signup' ? { mode: 'signup' } : {}), ...(byPhone ? { with: 'phone' } : {}) }, { replace: true });
  const setByPhone = (next: boolean) => setParams({ ...(mode === 'signup' ? { mode: 'signup' } : {}), ...(next ? { with: 'phone' } : {}) }, { replace: true });

  // The form checks (zod and the domain's schemas, about 27 KB gzip) load when the visitor first touches the form, not
  // with the page (issue 17 part 2); a submit waits for them. A failure here is retried, and reported, by that submit.
  const loadChecks = () => void preloadAuthResolvers().catch(() => undefined);

  return (
    <main className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 md:grid-cols-2 md:items-center md:gap-12 md:py-14">
      <section className="space-y-5 text-center md:text-left" aria-labelledby="auth-heading">
        <div>
          <h1 id="auth-heading" className="text-2xl font-bold tracking-tight md:text-4xl">
            {mode === 'login' ? t('auth.welcomeBack') : t('auth.join')}
          </h1>
          <p className="mt-2 text-muted-foreground md:text-lg">{t('auth.tagline')}</p>
        </div>
        <ExpertKinds />
        <ul className="hidden gap-3 md:grid md:grid-cols-2">
          {trustPoints(live, t).map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon aria-hidden className="size-5 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </section>

      <Card className="w-full p-5 sm:p-7 md:max-w-md md:justify-self-end" onFocusCapture={loadChecks} onPointerDownCapture={loadChecks}>
        <Tabs label={t('auth.tabs')} tabs={modes} value={mode} onValueChange={setMode}>
          {byPhone ? (
            <Suspense fallback={<p className="py-8 text-center text-sm text-muted-foreground">{t('auth.loading')}</p>}>
              <PhoneSignInForm key={mode} mode={mode} onUsePassword={() => setByPhone(false)} />
            </Suspense>
          ) : (
            <>
              {mode === 'login' ? <LoginForm /> : <SignUpForm onLoginInstead={() => setMode('login')} />}
              <div className="mt-3 flex flex-col items-center gap-1">
                <Button variant="outline" className="w-full" onClick={() => setByPhone(true)}>
                  <Smartphone aria-hidden />
                  {t('auth.useMobile')}
                </Button>
                {mode === 'login' ? (
                  <Link to="/forgot-password" className="mt-2 text-sm font-medium text-primary underline-offset-2 hover:underline">
                    {t('auth.forgotPassword')}
                  </Link>
                ) : null}
              </div>
            </>
          )}
        </Tabs>

        <div className="mt-4 flex justify-center">
          <Button variant="ghost" onClick={() => void navigate('/')}>
            {t('auth.skipLogin')}
          </Button>
        </div>
        <p className="mt-2 text-center text-xs leading-relaxed text-muted-foreground">
          {t('auth.agreeBefore')}{' '}
          <Link to="/terms" className="font-medium text-primary underline-offset-2 hover:underline">
            {t('auth.terms')}
          </Link>{' '}
          {t('auth.and')}{' '}
          <Link to="/privacy" className="font-medium text-primary underline-offset-2 hover:underline">
            {t('auth.privacy')}
          </Link>
          .
        </p>
      </Card>
    </main>
  );
}
