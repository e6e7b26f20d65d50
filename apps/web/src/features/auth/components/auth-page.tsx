import { TAGLINE } from '@sahay/domain';
import { BadgeCheck, Clock, ShieldCheck, Star } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExpertKinds } from '@/components/expert-kinds';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'login' | 'signup';

const TRUST_POINTS = [
  { icon: BadgeCheck, text: '500+ verified experts' },
  { icon: Star, text: '4.8 average rating' },
  { icon: Clock, text: 'Available 24/7' },
  { icon: ShieldCheck, text: 'Private and secure' },
];

const tabClass =
  'flex-1 rounded-lg px-3 py-2.5 text-sm font-semibold text-muted-foreground transition-colors data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm min-h-11';

/** Spec 000 §2 "Login and sign-up page", at /patient-registration. */
export function AuthPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const setMode = (next: Mode) => setParams(next === 'signup' ? { mode: 'signup' } : {}, { replace: true });

  return (
    <main className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 md:grid-cols-2 md:items-center md:gap-12 md:py-14">
      <section className="space-y-5 text-center md:text-left" aria-labelledby="auth-heading">
        <div>
          <h1 id="auth-heading" className="text-2xl font-bold tracking-tight md:text-4xl">
            {mode === 'login' ? 'Welcome back to Sahay' : 'Join Sahay'}
          </h1>
          <p className="mt-2 text-muted-foreground md:text-lg">{TAGLINE}</p>
        </div>
        <ExpertKinds />
        <ul className="hidden gap-3 md:grid md:grid-cols-2">
          {TRUST_POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon aria-hidden className="size-5 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </section>

      <Card className="w-full p-5 sm:p-7 md:max-w-md md:justify-self-end">
        <Tabs.Root value={mode} onValueChange={(value) => setMode(value as Mode)}>
          <Tabs.List aria-label="Login or sign up" className="mb-6 flex gap-1 rounded-xl bg-muted p-1">
            <Tabs.Trigger value="login" className={tabClass}>
              Login
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={tabClass}>
              Sign Up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignUpForm onLoginInstead={() => setMode('login')} />
          </Tabs.Content>
        </Tabs.Root>

        <div className="mt-4 flex justify-center">
          <Button variant="ghost" onClick={() => void navigate('/')}>
            Skip login
          </Button>
        </div>
        <p className="mt-2 text-center text-xs leading-relaxed text-muted-foreground">
          By continuing you agree to our{' '}
          <Link to="/terms" className="font-medium text-primary underline-offset-2 hover:underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="font-medium text-primary underline-offset-2 hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
      </Card>
    </main>
  );
}
