import { Briefcase, Calculator, GraduationCap, Laptop, Scale, Sprout, Stethoscope } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import { ABOUT_AREA } from '../about-area';

// Spec 000 §1 and §2 "/about": the four verticals and the three further fields the marketing copy lists.
const SERVICES = [
  {
    title: 'about.service.it',
    description: 'about.service.itText',
    icon: Laptop,
    tint: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  },
  {
    title: 'about.service.medical',
    description: 'about.service.medicalText',
    icon: Stethoscope,
    tint: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  },
  {
    title: 'about.service.legal',
    description: 'about.service.legalText',
    icon: Scale,
    tint: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  },
  {
    title: 'about.service.finance',
    description: 'about.service.financeText',
    icon: Calculator,
    tint: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  },
  {
    title: 'about.service.career',
    description: 'about.service.careerText',
    icon: GraduationCap,
    tint: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  },
  {
    title: 'about.service.business',
    description: 'about.service.businessText',
    icon: Briefcase,
    tint: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  },
  {
    title: 'about.service.personal',
    description: 'about.service.personalText',
    icon: Sprout,
    tint: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
  },
] as const;

export function AboutServices() {
  const { t } = useT(ABOUT_AREA);
  return (
    <section aria-labelledby="services-heading" className="mt-14">
      <h2 id="services-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        {t('about.servicesTitle')}
      </h2>
      <p className="mt-2 max-w-prose text-muted-foreground">{t('about.servicesText')}</p>
      {/* Four verticals on the first row and three further fields on the second, each row filled on wide screens. */}
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 md:gap-4 lg:grid-cols-12">
        {SERVICES.map(({ title, description, icon: Icon, tint }, index) => (
          <li
            key={title}
            className={`flex gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm md:p-5 lg:flex-col ${
              index < 4 ? 'lg:col-span-3' : 'lg:col-span-4'
            } ${index === SERVICES.length - 1 ? 'sm:col-span-2 lg:col-span-4' : ''}`}
          >
            <span className={`flex size-12 shrink-0 items-center justify-center rounded-2xl ${tint}`}>
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <h3 className="font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm/6 text-muted-foreground">{t(description)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
