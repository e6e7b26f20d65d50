import type { ExpertRecommendation } from '@sahay/domain/ai-triage';
import { urgencyFor, type RiskScore } from '@sahay/domain/triage-scoring';
import { BadgeCheck, Star } from 'lucide-react';
import { Link } from '@/lib/router';
import { ExpertAvatar } from '@/components/expert-avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { patientChatPath } from '@/lib/patient-chat-path';
import { DEPARTMENT_KEYS, SPECIALTY_KEYS, TRIAGE_AREA, URGENCY_KEYS } from '../triage-messages';

interface RecommendedExpertsProps {
  /** The domain's own score: specialty and urgency show from it whatever happens to the analysis call. */
  risk: RiskScore;
  /** The server's experts, or null while they load or when the analysis failed. */
  recommendation: ExpertRecommendation | null;
  failed: boolean;
}

/** Spec 001 §2.6: specialty, urgency and up to 3 experts with Contact (WhatsApp) and Book; Chat now opens the chat. */
export function RecommendedExperts({ risk, recommendation, failed }: RecommendedExpertsProps) {
  const { t } = useT(TRIAGE_AREA);
  const specialty = risk.recommendedSpecialty;
  const urgency = urgencyFor(risk.category);
  const department = t(DEPARTMENT_KEYS[specialty]);
  const experts = recommendation?.experts ?? null;
  return (
    <Card className="p-4">
      <h2 className="text-base font-semibold">{t('triage.recommended')}</h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-muted p-2">
          <dt className="text-xs text-muted-foreground">{t('triage.specialty')}</dt>
          <dd className="font-semibold">{t(SPECIALTY_KEYS[specialty])}</dd>
        </div>
        <div className="rounded-xl bg-muted p-2">
          <dt className="text-xs text-muted-foreground">{t('triage.urgency')}</dt>
          <dd className="font-semibold">{t(URGENCY_KEYS[urgency])}</dd>
        </div>
      </dl>
      {experts === null ? (
        failed ? (
          <p className="mt-3 text-sm text-muted-foreground">
            {t('triage.loadFailedBefore')}{' '}
            <Link to="/expert-selection" className="font-semibold text-primary underline underline-offset-4">
              {t('triage.browseAllLink')}
            </Link>{' '}
            {t('triage.loadFailedAfter', { department })}
          </p>
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">{t('triage.finding', { department })}</p>
        )
      ) : experts.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('triage.noneListed', { department })}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {experts.map((expert) => (
            <li key={expert.id} className="rounded-xl border border-border p-3">
              <div className="flex items-start justify-between gap-2">
                <div className="flex min-w-0 items-start gap-3">
                  <ExpertAvatar name={expert.name} photoUrl={expert.profilePhoto} size="sm" online={expert.isOnline} />
                  <div className="min-w-0">
                    <p className="flex items-center gap-1 font-semibold">
                      <span className="truncate">{expert.name}</span>
                      <BadgeCheck aria-label={t('triage.verified')} className="size-4 shrink-0 text-primary" />
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{expert.specialty}</p>
                  </div>
                </div>
                <div className="shrink-0 text-right text-xs">
                  <p className="flex items-center justify-end gap-1 font-semibold">
                    <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
                    {expert.rating.toFixed(1)}
                  </p>
                  <p className={expert.isOnline ? 'font-semibold text-green-700 dark:text-green-400' : 'text-muted-foreground'}>
                    {expert.isOnline ? t('triage.online') : t('triage.offline')}
                  </p>
                </div>
              </div>
              <div className="mt-3 grid grid-cols-3 gap-2">
                {expert.whatsappLink ? (
                  <Button asChild variant="outline" size="sm" className="min-h-11">
                    <a href={expert.whatsappLink} target="_blank" rel="noopener noreferrer" aria-label={t('triage.contactOn', { name: expert.name })}>
                      {t('triage.contact')}
                    </a>
                  </Button>
                ) : (
                  <Button variant="outline" size="sm" className="min-h-11" disabled>
                    {t('triage.contact')}
                  </Button>
                )}
                <Button asChild variant="outline" size="sm" className="min-h-11">
                  <Link to={`/expert-selection?expert=${encodeURIComponent(expert.id)}`} aria-label={t('triage.bookName', { name: expert.name })}>
                    {t('triage.book')}
                  </Link>
                </Button>
                <Button asChild size="sm" className="min-h-11">
                  <Link to={patientChatPath(expert)} aria-label={t('triage.chatWith', { name: expert.name })}>
                    {t('triage.chatNow')}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
