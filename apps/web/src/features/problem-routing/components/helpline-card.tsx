import type { ProblemRoutingResult } from '@sahay/domain/problem-routing/schemas';
import { ExternalLink, Phone, ShieldAlert } from 'lucide-react';

type Helpline = ProblemRoutingResult['helplines'][number];

/** Issue 21: an urgent non-medical helpline (1930 cyber fraud, 181 women), before any suggestion, one tap to call. */
export function HelplineCard({ helpline, hindi }: { helpline: Helpline; hindi: boolean }) {
  const titleId = `helpline-${helpline.id}`;
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="rounded-2xl border-2 border-red-900 bg-red-700 p-4 text-white shadow-lg dark:border-red-400 dark:bg-red-800"
    >
      <div className="flex items-start gap-3">
        <ShieldAlert aria-hidden className="mt-0.5 size-7 shrink-0" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold leading-snug">
            {helpline.name}: {helpline.number}
          </h2>
          <p className="mt-1 text-base leading-relaxed">{helpline.advice}</p>
          {hindi ? (
            <p lang="hi" className="mt-1 text-base leading-relaxed">
              {helpline.adviceHindi}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <a
          href={`tel:${helpline.number}`}
          className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-4 text-base font-bold text-red-800 shadow-sm hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Phone aria-hidden className="size-5" />
          Call {helpline.number}
        </a>
        {helpline.website ? (
          <a
            href={helpline.website}
            target="_blank"
            rel="noreferrer"
            className="flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-white/80 px-4 text-base font-bold text-white hover:bg-red-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <ExternalLink aria-hidden className="size-5" />
            Report online
          </a>
        ) : null}
      </div>
    </section>
  );
}
