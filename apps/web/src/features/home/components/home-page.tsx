import { Calculator, ChevronRight, HelpCircle, Laptop, Scale, Stethoscope } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@/lib/router';
import { SahayInNumbers } from '@/components/sahay-in-numbers';
import { sessionQueryOptions } from '@/lib/auth-client';
import { DESCRIBE_PROBLEM_PATH } from '@/lib/carried-description';
import { toast } from '@/lib/toast';
import { defineArea, useT } from '@/i18n/i18n';
import homeEn from 'virtual:messages/en/home';

const AREA = defineArea('home', homeEn);

const TILES = [
  { label: 'home.doctor', description: 'home.doctorText', to: '/doctor', icon: Stethoscope, tint: 'bg-green-100 text-green-800' },
  { label: 'home.lawyer', description: 'home.lawyerText', to: '/lawyer', icon: Scale, tint: 'bg-blue-100 text-blue-800' },
  { label: 'home.ca', description: 'home.caText', to: '/ca', icon: Calculator, tint: 'bg-orange-100 text-orange-800' },
  { label: 'home.it', description: 'home.itText', to: '/tech', icon: Laptop, tint: 'bg-purple-100 text-purple-800' },
] as const;

/** Spec 000 §2 "Home '/'". */
export function HomePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useT(AREA);

  const open = async (to: string) => {
    // Spec 000 §2: the tiles need a signed-in user. A tap while the session is still loading waits for it.
    const { user } = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => ({ user: null }));
    if (!user) {
      toast.error(t('home.registrationRequired'), { description: t('home.registrationRequiredText') });
      void navigate('/patient-registration');
      return;
    }
    void navigate(to);
  };

  return (
    <main className="mx-auto w-full max-w-6xl px-4 pb-12 pt-6 md:pt-12">
      <section className="text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{t('home.title')}</h1>
        <p className="mt-2 text-muted-foreground md:text-lg">{t('home.subtitle')}</p>
      </section>

      <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-5">
        {TILES.map(({ label, description, to, icon: Icon, tint }) => (
          <li key={to}>
            <button
              type="button"
              onClick={() => void open(to)}
              className="group flex h-full w-full flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md md:p-6"
            >
              <span className={`flex size-12 items-center justify-center rounded-2xl ${tint}`}>
                <Icon aria-hidden className="size-6" />
              </span>
              <span>
                <span className="flex items-center gap-1 font-semibold">
                  {t(label)}
                  <ChevronRight aria-hidden className="size-4 text-muted-foreground transition group-hover:translate-x-0.5" />
                </span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{t(description)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>

      <p className="mt-5 text-center">
        <Link to={DESCRIBE_PROBLEM_PATH} className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
          <HelpCircle aria-hidden className="size-4" />
          {t('home.describe')}
        </Link>
      </p>

      <SahayInNumbers className="mt-10" />
    </main>
  );
}
