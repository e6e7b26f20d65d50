import { parseDashboardField, parseDashboardTab, type DashboardTab } from '@sahay/domain/dashboard';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { PersonChooser } from '@/components/person-chooser';
import { AccessNotice, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { useSession } from '@/lib/auth-client';
import { memberOf, useFamilyMembers } from '@/lib/family-members-query';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDashboard } from '../api/dashboard-query';
import { FieldDashboard } from './field-dashboard';
import { FieldSwitcher } from './field-switcher';
import { MedicalDashboard, type DashboardSlots } from './medical-dashboard';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

/** /patient-dashboard?field=&tab= (spec 001 §2.12, issue 14 part 1). */
export function PatientDashboardPage(slots: DashboardSlots) {
  const navigate = useNavigate();
  const { t } = useT(DASHBOARD_AREA);
  const [params, setParams] = useSearchParams();
  const field = parseDashboardField(params.get('field'));
  const tab = parseDashboardTab(params.get('tab'));
  const { user, isLoading } = useSession();
  const isPatient = user?.role === 'patient';
  // Issue 14 part 8: ?member= shows a family member's health dashboard (records, prescriptions, Health Score).
  const family = useFamilyMembers(isPatient);
  const members = family.data?.members ?? [];
  const wanted = field === 'medical' ? params.get('member') : null;
  const member = memberOf(members, wanted);
  const dashboard = useDashboard(field, isPatient && !(wanted && family.isPending), member?.id ?? null);
  useDocumentTitle(field === 'medical' ? t('dashboard.title') : t('dashboard.myField', { field: t(`dashboard.field.${field}`) }));

  useEffect(() => {
    // Spec 001 §6: the dashboard requires a signed-in person, else this toast and the home page.
    if (!isLoading && !user) {
      toast.error(t('dashboard.signedOut'));
      void navigate('/', { replace: true });
    }
  }, [isLoading, user, navigate, t]);
  useEffect(() => {
    if (dashboard.isError) toast.error(t('dashboard.failed'));
  }, [dashboard.isError, t]);

  if (isLoading || !user) return <PageLoadingHeader />;
  if (!isPatient) return <AccessNotice title={t('dashboard.title')} user={user} signedOutText="" signedInText={`${t('dashboard.patientsOnly')}.`} />;

  const setMember = (id: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (id) updated.set('member', id);
        else updated.delete('member');
        return updated;
      },
      { replace: true },
    );

  const setTab = (next: DashboardTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <main className="mx-auto w-full max-w-5xl space-y-5 px-4 py-6">
      <header className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight">{t('dashboard.welcomeBack', { name: dashboard.data?.name ?? user.name })}</h1>
        <p className="text-muted-foreground">{t(`dashboard.heading.${field}`)}</p>
        <FieldSwitcher field={field} />
        {field === 'medical' && members.length > 0 ? (
          <PersonChooser legend={t('dashboard.showingHealthFor')} members={members} value={member?.id ?? null} onChange={setMember} />
        ) : null}
      </header>
      {dashboard.isPending ? (
        <LoadingBlocks label={t('dashboard.loading')} count={3} height="h-28" />
      ) : dashboard.isError ? (
        <ErrorCard title={t('dashboard.failed')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data.field === 'medical' ? (
        <MedicalDashboard data={dashboard.data} tab={tab} onTabChange={setTab} member={member} {...slots} />
      ) : (
        <FieldDashboard data={dashboard.data} />
      )}
      <p className="text-xs text-muted-foreground">
        {t('dashboard.onlyYou')}{' '}
        <Link to="/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('dashboard.howWeKeep')}
        </Link>
      </p>
    </main>
  );
}
