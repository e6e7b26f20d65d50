import { BadgeCheck, FileCheck, IdCard, ShieldCheck } from 'lucide-react';
import { Link } from '@/lib/router';
import { useT } from '@/i18n/i18n';
import { ABOUT_AREA } from '../about-area';

const STEPS = [
  {
    title: 'about.step.identity',
    description: 'about.step.identityText',
    icon: IdCard,
  },
  {
    title: 'about.step.registration',
    description: 'about.step.registrationText',
    icon: FileCheck,
  },
  {
    title: 'about.step.qualifications',
    description: 'about.step.qualificationsText',
    icon: BadgeCheck,
  },
  {
    title: 'about.step.review',
    description: 'about.step.reviewText',
    icon: ShieldCheck,
  },
] as const;

/** How an expert earns the Verified badge; the full account is on the patient safety page. */
export function AboutVerification() {
  const { t } = useT(ABOUT_AREA);
  return (
    <section aria-labelledby="verification-heading" className="mt-14">
      <h2 id="verification-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        {t('about.verificationTitle')}
      </h2>
      <p className="mt-2 max-w-prose text-muted-foreground">{t('about.verificationText')}</p>
      <ol className="mt-6 grid gap-3 md:grid-cols-2 lg:grid-cols-4 md:gap-4">
        {STEPS.map(({ title, description, icon: Icon }, index) => (
          <li key={title} className="rounded-2xl border border-border bg-surface p-4 shadow-sm md:p-5">
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong dark:text-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="font-semibold">
                <span className="block text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {t('about.step', { number: index + 1 })}
                  <span className="sr-only">:</span>
                </span>
                {t(title)}
              </h3>
            </div>
            <p className="mt-3 text-sm/6 text-muted-foreground">{t(description)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4">
        <Link
          to="/patient-safety#verification"
          className="inline-flex min-h-11 items-center font-medium text-primary-strong underline underline-offset-2 dark:text-foreground"
        >
          {t('about.readSafety')}
        </Link>
      </p>
    </section>
  );
}
