import { Calculator, Laptop, Scale, Stethoscope } from 'lucide-react';

const KINDS = [
  { icon: Stethoscope, label: 'Doctors' },
  { icon: Scale, label: 'Lawyers' },
  { icon: Calculator, label: 'CAs' },
  { icon: Laptop, label: 'IT Experts' },
];

/** The four kinds of expert, shown on the splash and the login page (spec 000 §2). */
export function ExpertKinds() {
  return (
    <ul className="flex justify-center gap-4 md:justify-start" aria-label="Experts on Sahay">
      {KINDS.map(({ icon: Icon, label }) => (
        <li key={label} className="flex flex-col items-center gap-1.5">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-strong dark:text-foreground">
            <Icon aria-hidden className="size-6" />
          </span>
          <span className="text-xs font-medium text-muted-foreground">{label}</span>
        </li>
      ))}
    </ul>
  );
}
