import { dashboardPath } from '@sahay/domain/dashboard';
import { ArrowLeft, FolderOpen, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { AccessNotice, EmptyCard, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/auth-client';
import { memberOf, useFamilyMembers } from '@/lib/family-members-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRecords } from '../api/records';
import { RecordItems } from './record-items';
import { UploadRecordDialog } from './record-dialogs';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

const FILTERS = [
  { value: 'all', label: 'records.filter.all' },
  { value: 'record', label: 'records.filter.record' },
  { value: 'prescription', label: 'records.filter.prescription' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

function RecordsList({ filter, onUpload, memberId, ready }: { filter: Filter; onUpload: () => void; memberId: string | null; ready: boolean }) {
  const { t } = useT(DASHBOARD_AREA);
  const records = useRecords(memberId, ready);
  if (records.isPending) return <LoadingBlocks label={t('records.loading')} count={3} height="h-20" />;
  if (records.isError) return <ErrorCard title={t('records.loadFailed')} error={records.error} onRetry={() => void records.refetch()} />;
  const items = records.data.items.filter((item) => filter === 'all' || item.kind === filter);
  if (items.length === 0) {
    return (
      <EmptyCard icon={<FolderOpen aria-hidden className="size-8 text-primary" />}>
        <p className="font-medium text-foreground">{t('records.nothingYet')}</p>
        <p className="mt-1 text-sm">{t('records.nothingYetText')}</p>
        <Button className="mt-4" onClick={onUpload}>
          <Upload aria-hidden /> {t('dashboard.uploadRecord')}
        </Button>
      </EmptyCard>
    );
  }
  return (
    <Card className="px-4 py-1 sm:px-5">
      <RecordItems items={items} label={t('records.allRecords')} />
    </Card>
  );
}

/** /medical-records: every record, the dashboard's "View all" (issue 14 part 3). */
export function RecordsPage() {
  const { t } = useT(DASHBOARD_AREA);
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((f) => f.value === params.get('kind'))?.value ?? 'all';
  const [uploading, setUploading] = useState(false);
  // Issue 14 part 8: ?member= lists a family member's records.
  const wanted = params.get('member');
  const family = useFamilyMembers(user?.role === 'patient');
  const member = memberOf(family.data?.members, wanted);
  const ready = !(wanted && family.isPending);
  useDocumentTitle(t('records.title'));
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'patient') {
    return <AccessNotice title={t('records.title')} user={user} signedOutText={t('records.signedOut')} signedInText={t('records.patientsOnly')} />;
  }
  return (
    <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <Link
        to={member ? `${dashboardPath('medical', 'records')}&member=${member.id}` : dashboardPath('medical', 'records')}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t('records.myDashboard')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{member ? t('records.personTitle', { name: member.name }) : t('records.title')}</h1>
        <Button onClick={() => setUploading(true)}>
          <Upload aria-hidden /> {t('dashboard.uploadRecord')}
        </Button>
      </div>
      <nav aria-label={t('records.show')} className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={f.value === filter}
            onClick={() => setParams({ ...(f.value === 'all' ? {} : { kind: f.value }), ...(member ? { member: member.id } : {}) }, { replace: true })}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-semibold',
              f.value === filter ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface text-muted-foreground hover:bg-muted',
            )}
          >
            {t(f.label)}
          </button>
        ))}
      </nav>
      <RecordsList filter={filter} onUpload={() => setUploading(true)} memberId={member?.id ?? null} ready={ready} />
      <UploadRecordDialog open={uploading} onOpenChange={setUploading} memberId={member?.id ?? null} personName={member?.name} />
    </main>
  );
}
