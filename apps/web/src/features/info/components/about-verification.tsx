import { BadgeCheck, FileCheck, IdCard, ShieldCheck } from 'lucide-react';
import { Link } from '@/lib/router';

const STEPS = [
  {
    title: 'Identity',
    description: 'A government photo ID, matched to the name on the expert’s professional registration.',
    icon: IdCard,
  },
  {
    title: 'Registration',
    description: 'Checked with the body that governs the profession: the medical register or State Medical Council, the State Bar Council, or ICAI.',
    icon: FileCheck,
  },
  {
    title: 'Qualifications',
    description: 'Degrees, specialisation and years of practice, checked against documents before approval.',
    icon: BadgeCheck,
  },
  {
    title: 'Ongoing review',
    description: 'Ratings and complaints are reviewed, and an expert is paused while any concern is looked into.',
    icon: ShieldCheck,
  },
];

/** How an expert earns the Verified badge; the full account is on the patient safety page. */
export function AboutVerification() {
  return (
    <section aria-labelledby="verification-heading" className="mt-14">
      <h2 id="verification-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        How verification works
      </h2>
      <p className="mt-2 max-w-prose text-muted-foreground">
        Every expert is checked by our team before their first consultation, and stays under review after it.
      </p>
      <ol className="mt-6 grid gap-3 md:grid-cols-2 lg:grid-cols-4 md:gap-4">
        {STEPS.map(({ title, description, icon: Icon }, index) => (
          <li key={title} className="rounded-2xl border border-border bg-surface p-4 shadow-sm md:p-5">
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong dark:text-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="font-semibold">
                <span className="block text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  Step {index + 1}
                  <span className="sr-only">:</span>
                </span>
                {title}
              </h3>
            </div>
            <p className="mt-3 text-sm/6 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4">
        <Link
          to="/patient-safety#verification"
          className="inline-flex min-h-11 items-center font-medium text-primary-strong underline underline-offset-2 dark:text-foreground"
        >
          Read more about patient safety
        </Link>
      </p>
    </section>
  );
}
