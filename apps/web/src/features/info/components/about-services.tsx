import { Briefcase, Calculator, GraduationCap, Laptop, Scale, Sprout, Stethoscope } from 'lucide-react';

// Spec 000 §1 and §2 "/about": the four verticals and the three further fields the marketing copy lists.
const SERVICES = [
  {
    title: 'IT & Tech',
    description: 'Software, cloud, cybersecurity and everyday tech problems, solved with an engineer.',
    icon: Laptop,
    tint: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  },
  {
    title: 'Medical',
    description: 'Registered doctors across specialities, from a first fever to follow-ups and reports.',
    icon: Stethoscope,
    tint: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  },
  {
    title: 'Legal',
    description: 'Advocates for family, property, consumer, cyber and business law questions.',
    icon: Scale,
    tint: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  },
  {
    title: 'CA & Finance',
    description: 'Chartered accountants for income tax, GST, audits, loans and investments.',
    icon: Calculator,
    tint: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  },
  {
    title: 'Career Guidance',
    description: 'Choose a course, change careers or prepare for an interview with a mentor.',
    icon: GraduationCap,
    tint: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  },
  {
    title: 'Business Consulting',
    description: 'Plan, register and grow your business with experienced advisers.',
    icon: Briefcase,
    tint: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  },
  {
    title: 'Personal Development',
    description: 'Build confidence, communication and habits that last, with a coach.',
    icon: Sprout,
    tint: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
  },
] as const;

export function AboutServices() {
  return (
    <section aria-labelledby="services-heading" className="mt-14">
      <h2 id="services-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        Expert help for every part of life
      </h2>
      <p className="mt-2 max-w-prose text-muted-foreground">One place for the questions that matter most to you and your family.</p>
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
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm/6 text-muted-foreground">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
