import type { Category } from '@sahay/domain/categories';
import { PROFESSIONS } from '@sahay/domain/expert-registration';
import { BadgeCheck, Clock3, ShieldCheck } from 'lucide-react';
import { Link } from '@/lib/router';
import { useSession } from '@/lib/auth-client';
import { useExpertDomainMessages } from '@/i18n/expert-domain-messages';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EXPERT_REGISTRATION_AREA } from '../expert-registration-area';
import { RegistrationForm } from './registration-form';

const STEPS: Array<{ icon: typeof ShieldCheck; text: MessageKey }> = [
  { icon: ShieldCheck, text: 'expertReg.step1' },
  { icon: Clock3, text: 'expertReg.step2' },
  { icon: BadgeCheck, text: 'expertReg.step3' },
];

/** Issue 7 part 1: /doctor-registration, /lawyer-registration, /ca-registration, /it-expert-registration. */
export function RegistrationPage({ category }: { category: Category }) {
  const { t } = useT(EXPERT_REGISTRATION_AREA);
  useExpertDomainMessages();
  useDocumentTitle(t(`expertReg.title.${category}`));
  const { user } = useSession();
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('expertReg.heading', { expert: t(`expertReg.anExpert.${category}`) })}</h1>
      <p className="mt-1 text-muted-foreground">{t('expertReg.intro', { people: PROFESSIONS[category].people })}</p>
      <ol className="my-5 grid gap-2 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, text }, i) => (
          <li key={text} className="flex items-start gap-2 rounded-2xl bg-primary-soft/60 p-3 text-sm">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <span className="sr-only">{t('expertReg.stepNumber', { number: i + 1 })}</span>
              {t(text)}
            </span>
          </li>
        ))}
      </ol>
      {user?.role === 'expert' ? (
        <p className="mb-4 rounded-xl border border-border p-3 text-sm">
          {t('expertReg.alreadyExpert')}{' '}
          <Link className="font-semibold text-primary underline" to="/expert-dashboard">
            {t('expertReg.openDesk')}
          </Link>
        </p>
      ) : null}
      <RegistrationForm category={category} />
    </main>
  );
}
