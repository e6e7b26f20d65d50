import { DASHBOARD_FIELDS, DASHBOARD_TEXTS, parseDashboardField, parseDashboardTab, welcomeBack, type DashboardTab } from '@sahay/domain/dashboard';
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

/** /patient-dashboard?field=&tab= (spec 001 §2.12, issue 14 part 1). */
export function PatientDashboardPage(slots: DashboardSlots) {
  const navigate = useNavigate();
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
  useDocumentTitle(field === 'medical' ? 'My Dashboard' : `My ${DASHBOARD_FIELDS[field].tab}`);

  useEffect(() => {
    // Spec 001 §6: the dashboard requires a signed-in person, else this toast and the home page.
    if (!isLoading && !user) {
      toast.error(DASHBOARD_TEXTS.signedOut);
      void navigate('/', { replace: true });
    }
  }, [isLoading, user, navigate]);
  useEffect(() => {
    if (dashboard.isError) toast.error(DASHBOARD_TEXTS.failed);
  }, [dashboard.isError]);

  if (isLoading || !user) return <PageLoadingHeader />;
  if (!isPatient) return <AccessNotice title="My Dashboard" user={user} signedOutText="" signedInText={`${DASHBOARD_TEXTS.patientsOnly}.`} />;

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
        <h1 className="text-2xl font-bold tracking-tight">{welcomeBack(dashboard.data?.name ?? user.name)}</h1>
        <p className="text-muted-foreground">{DASHBOARD_FIELDS[field].heading}</p>
        <FieldSwitcher field={field} />
        {field === 'medical' && members.length > 0 ? (
          <PersonChooser legend="Showing health for" members={members} value={member?.id ?? null} onChange={setMember} />
        ) : null}
      </header>
      {dashboard.isPending ? (
        <LoadingBlocks label="Loading your dashboard" count={3} height="h-28" />
      ) : dashboard.isError ? (
        <ErrorCard title={DASHBOARD_TEXTS.failed} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data.field === 'medical' ? (
        <MedicalDashboard data={dashboard.data} tab={tab} onTabChange={setTab} member={member} {...slots} />
      ) : (
        <FieldDashboard data={dashboard.data} />
      )}
      <p className="text-xs text-muted-foreground">
        Only you can see this page.{' '}
        <Link to="/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
          How we keep your records
        </Link>
      </p>
    </main>
  );
}
