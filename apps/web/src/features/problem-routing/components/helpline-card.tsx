import type { ProblemRoutingResult } from '@sahay/domain/problem-routing/schemas';
import { ExternalLink, Phone, ShieldAlert } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import { ROUTING_AREA } from '../problem-routing-messages';

type Helpline = ProblemRoutingResult['helplines'][number];

/**
 * Issue 21: an urgent non-medical helpline (1930 cyber fraud, 181 women), before any suggestion, one tap to call.
 * Issue 20: in Hindi the name and all of the advice are the catalogue's; in English, the domain's advice, with its
 * Hindi under it for a person who wrote in Devanagari (`hindi`).
 */
export function HelplineCard({ helpline, hindi }: { helpline: Helpline; hindi: boolean }) {
  const { t, language } = useT(ROUTING_AREA);
  const titleId = `helpline-${helpline.id}`;
  const said = { id: helpline.id, name: helpline.name, advice: helpline.advice };
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
            {t('routing.helplineName', said)}: {helpline.number}
          </h2>
          <p className="mt-1 text-base leading-relaxed">{t('routing.helplineAdvice', said)}</p>
          {hindi && language !== 'hi' ? (
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
          {t('routing.call', { number: helpline.number })}
        </a>
        {helpline.website ? (
          <a
            href={helpline.website}
            target="_blank"
            rel="noreferrer"
            className="flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-white/80 px-4 text-base font-bold text-white hover:bg-red-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <ExternalLink aria-hidden className="size-5" />
            {t('routing.reportOnline')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
