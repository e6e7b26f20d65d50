import type { AccessLogEntry } from '@sahay/domain/access-log';
import { AUDIT_RETENTION_DAYS } from '@sahay/domain/legal';
import { ArrowLeft, ShieldCheck, Stethoscope, UserCog } from 'lucide-react';
import { Link } from '@/lib/router';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAccessLog } from '../api/access-log-query';
import { formatDateTime } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { categoryLabel, groupName, SPECIALTIES_AREA, WithArea } from '@/lib/specialty-names';
import { PROFILE_AREA } from '../profile-area';

function EntryRow({ entry }: { entry: AccessLogEntry }) {
  const { t } = useT(PROFILE_AREA);
  const Icon = entry.actorRole === 'admin' ? UserCog : Stethoscope;
  // Issue 20: the server sends the kind of read and the profession as data; an older reply's text is shown as it is.
  const parts = entry.professionParts;
  const profession = parts
    ? t('log.profession', { expert: categoryLabel(t, parts.category, 'expert'), specialization: groupName(t, parts.specialization) })
    : entry.profession;
  return (
    <li className="flex gap-3 p-4">
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong dark:text-foreground">
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{entry.actorRole === 'admin' ? t('log.sahayAdmin') : entry.who}</p>
        {profession ? <p className="text-sm text-muted-foreground">{profession}</p> : null}
        <p className="mt-1 text-sm">{t('log.opened', { what: t(`log.resource.${entry.resource}` as MessageKey) })}</p>
        <time dateTime={entry.at} className="mt-0.5 block text-xs text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </div>
    </li>
  );
}

function Entries() {
  const { t } = useT(PROFILE_AREA);
  const query = useAccessLog();
  if (query.isPending) return <LoadingBlocks label={t('log.loading')} count={2} height="h-24" />;
  if (query.isError) return <ErrorCard title={t('log.failed')} error={query.error} onRetry={() => void query.refetch()} />;
  const entries = query.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <EmptyCard icon={<ShieldCheck aria-hidden className="size-8 text-success" />}>
        <p>{t('log.none')}</p>
        <p className="mt-1 text-sm">{t('log.noneText')}</p>
      </EmptyCard>
    );
  }
  return (
    <>
      <Card className="overflow-hidden">
        <ul aria-label={t('log.list')} className="divide-y divide-border">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      </Card>
      {query.hasNextPage ? (
        <Button variant="outline" className="w-full" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? t('log.loadingMore') : t('log.showEarlier')}
        </Button>
      ) : null}
    </>
  );
}

/** Issue 16: the person sees every read of their medical data by an expert or an admin. */
export function AccessLogPage() {
  const { t } = useT(PROFILE_AREA);
  const { user, isLoading } = useSession();
  useDocumentTitle(t('log.title'));
  if (isLoading) {
    return (
      <main className="mx-auto w-full max-w-xl px-4 py-6" aria-busy="true">
        <div className="h-28 animate-pulse rounded-2xl bg-muted" />
      </main>
    );
  }
  return (
    <main className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <Link to="/profile-menu" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary">
        <ArrowLeft aria-hidden className="size-4" /> {t('log.back')}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{t('log.title')}</h1>
      <p className="text-muted-foreground">{t('log.intro', { days: AUDIT_RETENTION_DAYS })}</p>
      {user ? (
        <WithArea area={SPECIALTIES_AREA}>
          <Entries />
        </WithArea>
      ) : (
        <Card className="p-6 text-center">
          <p className="text-muted-foreground">{t('log.logIn')}</p>
          <Button asChild className="mt-4">
            <Link to="/patient-registration">{t('profile.loginOrSignUp')}</Link>
          </Button>
        </Card>
      )}
    </main>
  );
}
