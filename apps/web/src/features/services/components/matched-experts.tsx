import type { MatchResult } from '@sahay/domain/consultation-requests';
import { ExpertCard } from '@/components/expert-card';
import { useT } from '@/i18n/i18n';
import { SERVICES_AREA } from '../services-area';

/** The experts matched to a request, online first then rating (spec 001 §7), each a way into the chat. */
export function MatchedExperts({ result }: { result: MatchResult }) {
  const { t } = useT(SERVICES_AREA);
  if (result.experts.length === 0)
    return (
      <p role="status" className="text-muted-foreground">
        {t('services.noExperts')}
      </p>
    );
  return (
    <section aria-label={t('services.matched')} className="space-y-3">
      <h2 className="text-lg font-semibold">{t('services.requestIn')}</h2>
      {result.message ? <p className="rounded-xl bg-primary-soft p-3 text-sm text-primary-strong dark:text-foreground">{result.message}</p> : null}
      <ul className="space-y-3">
        {result.experts.map((expert) => (
          <li key={expert.id}>
            <ExpertCard expert={expert} />
          </li>
        ))}
      </ul>
    </section>
  );
}
