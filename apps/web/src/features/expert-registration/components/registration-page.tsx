import type { Category } from '@sahay/domain/categories';
import { PROFESSIONS } from '@sahay/domain/expert-registration';
import { BadgeCheck, Clock3, ShieldCheck } from 'lucide-react';
import { Link } from '@/lib/router';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RegistrationForm } from './registration-form';

const STEPS = [
  { icon: ShieldCheck, text: 'Tell us about your practice and your professional registration.' },
  { icon: Clock3, text: 'Our team checks it against the official register, usually within 2 working days.' },
  { icon: BadgeCheck, text: 'Once approved you appear to the people who need you and can go online from your desk.' },
];

/** Issue 7 part 1: /doctor-registration, /lawyer-registration, /ca-registration, /it-expert-registration. */
export function RegistrationPage({ category }: { category: Category }) {
  const profession = PROFESSIONS[category];
  useDocumentTitle(profession.title);
  const { user } = useSession();
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Join Sahay as {profession.anExpert}</h1>
      <p className="mt-1 text-muted-foreground">Consult {profession.people} across India by chat, audio and video, on your own hours.</p>
      <ol className="my-5 grid gap-2 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, text }, i) => (
          <li key={text} className="flex items-start gap-2 rounded-2xl bg-primary-soft/60 p-3 text-sm">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <span className="sr-only">Step {i + 1}: </span>
              {text}
            </span>
          </li>
        ))}
      </ol>
      {user?.role === 'expert' ? (
        <p className="mb-4 rounded-xl border border-border p-3 text-sm">
          You already have an expert account.{' '}
          <Link className="font-semibold text-primary underline" to="/expert-dashboard">
            Open your desk
          </Link>
        </p>
      ) : null}
      <RegistrationForm category={category} />
    </main>
  );
}
