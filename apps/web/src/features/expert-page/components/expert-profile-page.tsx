import type { ExpertPage } from '@sahay/domain/expert-search';
import { BadgeCheck, CalendarDays, GraduationCap, Languages, ShieldCheck } from 'lucide-react';
import { Link } from '@/lib/router';
import { ExpertAvatar } from '@/components/expert-avatar';
import { ChatWithExpert } from '@/components/expert-card';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiRequestError } from '@/lib/api-client';
import { bookingPath } from '@/lib/booking-path';
import { formatDate, formatTime } from '@/lib/date-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExpertPage } from '../api/expert-page-query';
import { ExpertReviews } from './expert-reviews';
import { formatRupees } from '@/i18n/format';

import { useT } from '@/i18n/i18n';
import { categoryLabel, SPECIALTIES_AREA } from '@/lib/specialty-names';
import { EXPERT_PAGE_AREA, freeFirstKey } from '../expert-page-area';

function Fact({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span className="text-primary">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function About({ page }: { page: ExpertPage }) {
  const { expert } = page;
  const registration = [expert.credentialBody, expert.credentialNumber].filter(Boolean).join(', ');
  const { t } = useT(SPECIALTIES_AREA);
  const freeFirst = expert.freeFirst ? freeFirstKey(expert.freeFirst) : null;
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start gap-4">
        <ExpertAvatar name={expert.name} photoUrl={expert.profilePhoto} online={expert.isOnline} size="lg" />
        <div className="min-w-0 flex-1 basis-48">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight">
            <span className="break-words">{expert.name}</span>
            {expert.isVerified ? <BadgeCheck aria-label={t('expert.verified')} className="size-6 shrink-0 text-primary" /> : null}
          </h1>
          <p className="text-muted-foreground">
            {categoryLabel(t, expert.category, 'expert')} · {expert.specialization}
          </p>
          <p className="mt-1 text-sm">
            <span className={expert.isOnline ? 'font-medium text-success' : 'text-muted-foreground'}>
              {expert.isOnline ? t('expert.onlineNow') : t('expert.offline')}
            </span>
            {' · '}
            {t('expert.experience', { years: expert.experienceYears })}
          </p>
        </div>
      </div>
      {expert.bio ? <p className="mt-4 whitespace-pre-line">{expert.bio}</p> : null}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {expert.qualification ? (
          <Fact icon={<GraduationCap aria-hidden className="size-5" />} label={t('expert.qualifications')}>
            {expert.qualification}
          </Fact>
        ) : null}
        {registration ? (
          <Fact icon={<ShieldCheck aria-hidden className="size-5" />} label={t('expert.registration')}>
            {registration}
          </Fact>
        ) : null}
        <Fact icon={<Languages aria-hidden className="size-5" />} label={t('expert.languages')}>
          {expert.languages.length > 0 ? expert.languages.join(', ') : t('expert.notGiven')}
        </Fact>
        <Fact icon={<span className="inline-block w-5 text-center text-base font-bold leading-5">₹</span>} label={t('expert.fee')}>
          {t('expert.aSession', { fee: formatRupees(expert.fee) })}
          {expert.freeFirst ? (
            <span className="block text-sm text-success">{t('expert.freeFirst', { amount: freeFirst ? t(freeFirst) : expert.freeFirst })}</span>
          ) : null}
        </Fact>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild>
          <Link to={bookingPath(expert.id)}>
            <CalendarDays aria-hidden /> {t('expert.book')}
          </Link>
        </Button>
        <ChatWithExpert expert={expert} />
      </div>
    </Card>
  );
}

function NextSlots({ page }: { page: ExpertPage }) {
  const { expert, nextSlots } = page;
  const { t } = useT(EXPERT_PAGE_AREA);
  return (
    <Card className="space-y-3 p-4" role="region" aria-labelledby="expert-slots">
      <h2 id="expert-slots" className="text-lg font-bold">
        {t('expert.nextFreeTimes')}
      </h2>
      {nextSlots.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('expert.noFreeTimes', { name: expert.name })}</p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">{t('expert.timeZone')}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {nextSlots.map((slot) => (
              <li key={slot.start}>
                <Button asChild variant="outline" className="w-full justify-between">
                  <Link
                    to={bookingPath(expert.id, undefined, slot.start)}
                    aria-label={t('expert.bookSlot', { date: formatDate(slot.start), time: formatTime(slot.start) })}
                  >
                    <span>{formatDate(slot.start)}</span>
                    <span className="font-semibold tabular-nums">{t('expert.slotBook', { time: formatTime(slot.start) })}</span>
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
          <Link to={bookingPath(expert.id)} className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('expert.allFreeTimes')}
          </Link>
        </>
      )}
    </Card>
  );
}

/** Issue 19 part 0: /doctor-consultation/{expertId}, the expert's own page for anyone, signed in or not. */
export function ExpertProfilePage({ expertId }: { expertId: string }) {
  const page = useExpertPage(expertId);
  const { t } = useT(EXPERT_PAGE_AREA);
  useDocumentTitle(page.data?.expert.name ?? t('expert.documentTitle'));
  const missing = page.error instanceof ApiRequestError && (page.error.status === 404 || page.error.status === 400);
  return (
    <main className="mx-auto w-full max-w-3xl space-y-4 px-4 pb-12 pt-6">
      {page.isPending ? <LoadingBlocks label={t('expert.loading')} count={3} height="h-32" /> : null}
      {missing ? (
        <EmptyCard>
          <h1 className="text-lg font-semibold text-foreground">{t('expert.notAvailable')}</h1>
          <p className="mt-1">{t('expert.notAvailableText')}</p>
          <Link to="/expert-search-results" className="mt-3 inline-block font-medium text-primary underline-offset-4 hover:underline">
            {t('expert.search')}
          </Link>
        </EmptyCard>
      ) : null}
      {page.isError && !missing ? <ErrorCard title={t('expert.loadFailed')} error={page.error} onRetry={() => void page.refetch()} /> : null}
      {page.data ? (
        <>
          <About page={page.data} />
          <NextSlots page={page.data} />
          <ExpertReviews page={page.data} />
        </>
      ) : null}
    </main>
  );
}
