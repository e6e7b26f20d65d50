import { Calculator, Laptop, Scale, Stethoscope } from 'lucide-react';
import { useT } from '@/i18n/i18n';

const KINDS = [
  { icon: Stethoscope, label: 'kinds.doctors' },
  { icon: Scale, label: 'kinds.lawyers' },
  { icon: Calculator, label: 'kinds.cas' },
  { icon: Laptop, label: 'kinds.it' },
] as const;

/** The four kinds of expert, shown on the splash and the login page (spec 000 §2). */
export function ExpertKinds() {
  const { t } = useT();
  return (
    <ul className="flex justify-center gap-4 md:justify-start" aria-label={t('kinds.label')}>
      {KINDS.map(({ icon: Icon, label }) => (
        <li key={label} className="flex flex-col items-center gap-1.5">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-strong dark:text-foreground">
            <Icon aria-hidden className="size-6" />
          </span>
          <span className="text-xs font-medium text-muted-foreground">{t(label)}</span>
        </li>
      ))}
    </ul>
  );
}
